/** The signed-in account as the app sees it, whatever the identity provider. */
export interface User {
  uid: string;
  email: string | null;
}

/** The same account, as the provider reports it again: same id, same e-mail. */
export function sameUser(a: User | null, b: User | null): boolean {
  return a === b || (a !== null && b !== null && a.uid === b.uid && a.email === b.email);
}
