/** The signed-in account as the app sees it, whatever the identity provider. */
export interface User {
  uid: string;
  email: string | null;
}

export type UserAction = { type: "set-user"; user: User | null };
