import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";
import type { FirebaseSettings } from "../../shared/config/firebase-config";
import { firebaseSettings } from "../../shared/config/firebase-settings";
import { getFirebaseApp } from "../../shared/lib/firebase-app";
import type { AuthPort } from "./auth-port";

function createAuth(settings: FirebaseSettings): Auth {
  // initializeAuth with one persistence keeps the popup/redirect code out of the bundle.
  const auth = initializeAuth(getFirebaseApp(settings), { persistence: browserLocalPersistence });
  if (settings.authEmulatorUrl) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/** The only place that talks to Firebase Authentication. Loaded lazily, after first paint. */
export function createFirebaseAuthAdapter(settings: FirebaseSettings = firebaseSettings): AuthPort {
  const auth = createAuth(settings);
  return {
    async signIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async register(email, password) {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    // The link opens Firebase's own action page, where the shopper chooses the new password.
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    onUserChanged: (callback) =>
      onAuthStateChanged(auth, (user) => callback(user ? { uid: user.uid, email: user.email } : null)),
  };
}
