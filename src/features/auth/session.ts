import { sameUser, type User } from "./user";

/**
 * Who is signed in, as far as the page knows: nothing yet, until the provider answers; or, for a
 * returning shopper whose greeting waits, that it cannot answer (its code failed to load twice,
 * failed to start, or is overdue). A late answer still counts.
 */
export type Session =
  | { status: "awaiting" }
  | { status: "unanswered" }
  | { status: "answered"; user: User | null };

/** The spec's 'set user': the provider's answer (the user or none), or that it has none to give. */
export type UserAction = { type: "set-user"; session: Session };

export const awaitingSession: Session = { status: "awaiting" };

/** The signed-in user, or none while nobody is, or while the provider has not said. */
export function userOf(session: Session): User | null {
  return session.status === "answered" ? session.user : null;
}

/** The same status, and the same account if answered: the provider reporting it again changes nothing. */
export function sameSession(a: Session, b: Session): boolean {
  if (a.status === "answered" && b.status === "answered") return sameUser(a.user, b.user);
  return a.status === b.status;
}
