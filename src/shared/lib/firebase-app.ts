import { type FirebaseApp, getApps, initializeApp } from "firebase/app";
import type { FirebaseSettings } from "../config/firebase-config";

/** The one Firebase app of this page; only the lazily loaded provider chunks call this. */
export function getFirebaseApp(settings: FirebaseSettings): FirebaseApp {
  const [existing] = getApps();
  if (existing) return existing;
  const { apiKey, authDomain, projectId, appId } = settings;
  return initializeApp({ apiKey, authDomain, projectId, appId });
}
