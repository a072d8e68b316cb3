import { readFirebaseSettings } from "./firebase-config";

/** The settings this build was made with (the build itself fails on a partial configuration). */
export const firebaseSettings = readFirebaseSettings(import.meta.env);
