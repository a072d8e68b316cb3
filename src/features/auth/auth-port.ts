import type { User } from "./user";

/**
 * What the storefront needs from an identity provider. One adapter implements it with Firebase;
 * tests use a fake. Errors carry the provider's own message, which the visitor is shown.
 */
export interface AuthPort {
  signIn(email: string, password: string): Promise<void>;
  register(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Asks the provider to e-mail a link for choosing a new password to this address. */
  sendPasswordReset(email: string): Promise<void>;
  /** Calls back now and on every change with the signed-in user or null; returns an unsubscribe. */
  onUserChanged(callback: (user: User | null) => void): () => void;
}

export type LoadAuthPort = () => Promise<AuthPort>;
