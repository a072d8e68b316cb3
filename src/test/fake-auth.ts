import type { AuthPort, LoadAuthPort, User } from "../features/auth";

/** Messages worded as the Firebase JS SDK words them (error.message of a FirebaseError). */
export const FIREBASE_ERRORS = {
  invalidCredential: "Firebase: Error (auth/invalid-credential).",
  emailInUse: "Firebase: Error (auth/email-already-in-use).",
  invalidEmail: "Firebase: Error (auth/invalid-email).",
  missingPassword: "Firebase: Error (auth/missing-password).",
  weakPassword: "Firebase: Password should be at least 6 characters (auth/weak-password).",
  missingEmail: "Firebase: Error (auth/missing-email).",
  userNotFound: "Firebase: Error (auth/user-not-found).",
} as const;

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export type FakeAuthCall =
  | { method: "signIn" | "register"; email: string; password: string }
  | { method: "signOut" }
  | { method: "sendPasswordReset"; email: string };

/** Lets a test hold every request in flight and let them go at a moment of its choosing. */
export interface RequestGate {
  release(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** `port`, but its answers reach the app only through `onUserChanged`: a test holds them, or drops them. */
export function withAnswers(port: AuthPort, onUserChanged: AuthPort["onUserChanged"]): AuthPort {
  return {
    signIn: (email, password) => port.signIn(email, password),
    register: (email, password) => port.register(email, password),
    signOut: () => port.signOut(),
    sendPasswordReset: (email) => port.sendPasswordReset(email),
    onUserChanged,
  };
}

/**
 * An in-memory identity provider behind the app's AuthPort: accounts with passwords, Firebase-style
 * error messages, onUserChanged notifications, and a gate to hold requests in flight.
 */
export class FakeAuth implements AuthPort {
  readonly calls: FakeAuthCall[] = [];
  /** The addresses a password-reset link was e-mailed to. */
  readonly resetLinksSent: string[] = [];
  private readonly accounts = new Map<string, { uid: string; password: string }>();
  // One entry per subscription, as Firebase keeps one observer per call, the same callback twice included.
  private readonly listeners = new Set<{ callback: (user: User | null) => void }>();
  private user: User | null = null;
  private gate: Deferred | null = null;
  private uidCounter = 0;

  constructor(options: { accounts?: Record<string, string>; signedInAs?: string } = {}) {
    for (const [email, password] of Object.entries(options.accounts ?? {})) this.addAccount(email, password);
    if (options.signedInAs !== undefined) {
      const account = this.accounts.get(options.signedInAs);
      if (!account) throw new Error(`FakeAuth: no account ${options.signedInAs} to start signed in as.`);
      this.user = { uid: account.uid, email: options.signedInAs };
    }
  }

  /** Loads this provider the way the app loads Firebase: asynchronously. */
  readonly load: LoadAuthPort = () => Promise.resolve(this);

  get currentUser(): User | null {
    return this.user;
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  addAccount(email: string, password: string): User {
    this.uidCounter += 1;
    const uid = `uid-${this.uidCounter}`;
    this.accounts.set(email, { uid, password });
    return { uid, email };
  }

  hasAccount(email: string): boolean {
    return this.accounts.has(email);
  }

  /** From now on every request waits until release() is called (or the gate is replaced). */
  holdRequests(): RequestGate {
    const gate = deferred();
    this.gate = gate;
    return {
      release: () => {
        if (this.gate === gate) this.gate = null;
        gate.resolve();
      },
    };
  }

  /** Simulates a change made elsewhere (another tab, token expiry). */
  emit(user: User | null): void {
    this.setUser(user);
  }

  async signIn(email: string, password: string): Promise<void> {
    this.calls.push({ method: "signIn", email, password });
    await this.gate?.promise;
    if (!EMAIL.test(email)) throw new Error(FIREBASE_ERRORS.invalidEmail);
    if (password === "") throw new Error(FIREBASE_ERRORS.missingPassword);
    const account = this.accounts.get(email);
    // Firebase's e-mail enumeration protection gives one message for both cases.
    if (!account || account.password !== password) throw new Error(FIREBASE_ERRORS.invalidCredential);
    this.setUser({ uid: account.uid, email });
  }

  async register(email: string, password: string): Promise<void> {
    this.calls.push({ method: "register", email, password });
    await this.gate?.promise;
    if (!EMAIL.test(email)) throw new Error(FIREBASE_ERRORS.invalidEmail);
    if (password === "") throw new Error(FIREBASE_ERRORS.missingPassword);
    if (password.length < 6) throw new Error(FIREBASE_ERRORS.weakPassword);
    if (this.accounts.has(email)) throw new Error(FIREBASE_ERRORS.emailInUse);
    // Like Firebase, a new account is signed in at once.
    this.setUser(this.addAccount(email, password));
  }

  async signOut(): Promise<void> {
    this.calls.push({ method: "signOut" });
    await this.gate?.promise;
    this.setUser(null);
  }

  /** Like the Auth Emulator: no address is missing-email; any address without an account is unknown. */
  async sendPasswordReset(email: string): Promise<void> {
    this.calls.push({ method: "sendPasswordReset", email });
    await this.gate?.promise;
    if (email === "") throw new Error(FIREBASE_ERRORS.missingEmail);
    if (!this.accounts.has(email)) throw new Error(FIREBASE_ERRORS.userNotFound);
    this.resetLinksSent.push(email);
  }

  onUserChanged(callback: (user: User | null) => void): () => void {
    const subscription = { callback };
    this.listeners.add(subscription);
    // Firebase reports the current state once it has initialised: soon, not synchronously.
    queueMicrotask(() => {
      if (this.listeners.has(subscription)) callback(this.user);
    });
    return () => {
      this.listeners.delete(subscription);
    };
  }

  private setUser(user: User | null): void {
    this.user = user;
    for (const listener of [...this.listeners]) listener.callback(user);
  }
}
