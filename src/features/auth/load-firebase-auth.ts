import { nextTask } from "../../shared/lib/next-task";
import type { LoadAuthPort } from "./auth-port";

/**
 * Fetches the Firebase SDK in a chunk of its own, so first paint never waits for it. Auth starts a
 * task after the chunk has run, so that neither holds the thread as long as both would.
 */
export const loadFirebaseAuth: LoadAuthPort = () =>
  import("./firebase-auth-adapter").then(async ({ createFirebaseAuthAdapter }) => {
    await nextTask();
    return createFirebaseAuthAdapter();
  });
