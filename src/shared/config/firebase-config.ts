// The local emulators' project, key and address: one file, shared with scripts/ and e2e/.
import local from "./local-firebase.json" with { type: "json" };

/**
 * The provider's settings from the build environment: none of the VITE_FIREBASE_* variables means the
 * local Auth Emulator, all four a real Firebase project, anything in between a mistake.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** 'http://127.0.0.1:9099' when the local emulator stands in for the provider, else null. */
  authEmulatorUrl: string | null;
  /** Where the run's Firestore emulator would listen (beside its Auth Emulator), else null. */
  databaseEmulator: { host: string; port: number } | null;
}

/**
 * A run's emulators sit together: the Auth Emulator's port, its hub's two above it
 * (scripts/emulators.mjs's `hubPortsFor`), then the Firestore emulator's. So the database client
 * follows the port `npm start` or the tests chose, as the auth client does.
 */
const DATABASE_ABOVE_AUTH = 3;

const REQUIRED_FIREBASE_VARIABLES = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_APP_ID",
] as const;

type Env = Readonly<Record<string, string | boolean | undefined>>;

function variable(env: Env, name: string): string {
  const value = env[name];
  return typeof value === "string" ? value.trim() : "";
}

export class FirebaseConfigError extends Error {
  override name = "FirebaseConfigError";
}

export function readFirebaseSettings(env: Env): FirebaseSettings {
  const missing = REQUIRED_FIREBASE_VARIABLES.filter((name) => variable(env, name) === "");
  if (missing.length === 0) {
    return {
      apiKey: variable(env, "VITE_FIREBASE_API_KEY"),
      authDomain: variable(env, "VITE_FIREBASE_AUTH_DOMAIN"),
      projectId: variable(env, "VITE_FIREBASE_PROJECT_ID"),
      appId: variable(env, "VITE_FIREBASE_APP_ID"),
      authEmulatorUrl: null,
      databaseEmulator: null,
    };
  }
  if (missing.length < REQUIRED_FIREBASE_VARIABLES.length) {
    throw new FirebaseConfigError(
      `Incomplete Firebase configuration: set ${missing.join(", ")} as well, or unset all ` +
        `VITE_FIREBASE_* variables to use the local Auth Emulator.`,
    );
  }
  const host = variable(env, "VITE_AUTH_EMULATOR_HOST") || local.authEmulatorHost;
  const auth = new URL(`http://${host}`);
  return {
    // The emulator accepts any key; a demo- project id needs no credentials.
    apiKey: local.apiKey,
    authDomain: `${local.projectId}.firebaseapp.com`,
    projectId: local.projectId,
    appId: "demo-app",
    authEmulatorUrl: auth.origin,
    databaseEmulator: { host: auth.hostname, port: Number(auth.port) + DATABASE_ABOVE_AUTH },
  };
}

/** Where the provider's client connects: the pages' Content-Security-Policy allows these alone. */
export function providerOrigins(settings: FirebaseSettings): string[] {
  if (settings.authEmulatorUrl) return [new URL(settings.authEmulatorUrl).origin];
  return [
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    "https://firestore.googleapis.com",
  ];
}
