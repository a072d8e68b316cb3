// A file of its own: the page's one Firebase app and database client outlive a test, and this one
// must be made from a real project's settings.
import { expect, it } from "vitest";
import { readFirebaseSettings } from "../config/firebase-config";
import { getDatabase } from "./firebase-database";

it("points a real project's client at Firebase's own servers, never at an emulator", () => {
  const settings = readFirebaseSettings({
    VITE_FIREBASE_API_KEY: "key",
    VITE_FIREBASE_AUTH_DOMAIN: "shop.firebaseapp.com",
    VITE_FIREBASE_PROJECT_ID: "shop",
    VITE_FIREBASE_APP_ID: "1:2:web:3",
  });
  const db = getDatabase(settings);
  expect(db.app.options.projectId).toBe("shop");
  expect(db.toJSON()).toMatchObject({ settings: { host: "firestore.googleapis.com", ssl: true } });
});
