import { connectFirestoreEmulator, type Firestore, getFirestore } from "firebase/firestore/lite";
import type { FirebaseSettings } from "../config/firebase-config";
import { firebaseSettings } from "../config/firebase-settings";
import { getFirebaseApp } from "./firebase-app";

let database: Firestore | undefined;

/** The document database client, made on first use; import this module lazily, out of the first bundle. */
export function getDatabase(settings: FirebaseSettings = firebaseSettings): Firestore {
  if (database) return database;
  database = getFirestore(getFirebaseApp(settings));
  if (settings.databaseEmulator) {
    // Keep a local build from ever touching a real database.
    connectFirestoreEmulator(database, settings.databaseEmulator.host, settings.databaseEmulator.port);
  }
  return database;
}
