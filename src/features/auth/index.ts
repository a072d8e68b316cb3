export { AccountMenu } from "./account-menu";
export { AuthProvider, useUser } from "./auth-context";
export type { AuthPort, LoadAuthPort } from "./auth-port";
export { LazyLoginPage } from "./lazy-login-page";
export { loadFirebaseAuth } from "./load-firebase-auth";
export { awaitingSession, type Session, sameSession, type UserAction } from "./session";
export { SESSION_HINT_SCRIPT } from "./session-hint";
export type { User } from "./user";
