import type { LoadAuthPort } from "./auth-port";

/** Fetches the Firebase SDK in a chunk of its own, so first paint never waits for it. */
export const loadFirebaseAuth: LoadAuthPort = () =>
  import("./firebase-auth-adapter").then(({ createFirebaseAuthAdapter }) => createFirebaseAuthAdapter());
