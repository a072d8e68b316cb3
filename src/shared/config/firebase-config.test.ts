import { describe, expect, it } from "vitest";
import { FirebaseConfigError, providerOrigins, readFirebaseSettings } from "./firebase-config";

const real = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "shop.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "shop",
  VITE_FIREBASE_APP_ID: "1:2:web:3",
};

describe("readFirebaseSettings", () => {
  it("falls back to the local emulator when nothing is set", () => {
    expect(readFirebaseSettings({})).toEqual({
      apiKey: expect.any(String),
      authDomain: "demo-bazaar.firebaseapp.com",
      projectId: "demo-bazaar",
      appId: "demo-app",
      authEmulatorUrl: "http://127.0.0.1:9099",
      databaseEmulator: { host: "127.0.0.1", port: 9102 },
    });
  });

  it("lets the emulator host be moved", () => {
    expect(readFirebaseSettings({ VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" }).authEmulatorUrl).toBe(
      "http://127.0.0.1:9199",
    );
  });

  it("uses a real project when all four values are given", () => {
    expect(readFirebaseSettings(real)).toEqual({
      apiKey: "key",
      authDomain: "shop.firebaseapp.com",
      projectId: "shop",
      appId: "1:2:web:3",
      authEmulatorUrl: null,
      databaseEmulator: null,
    });
  });

  it("names what is missing from a partial configuration, as an error of its own kind", () => {
    const { VITE_FIREBASE_APP_ID: _, ...partial } = real;
    expect(() => readFirebaseSettings({ ...partial, VITE_FIREBASE_AUTH_DOMAIN: " " })).toThrow(
      new FirebaseConfigError(
        "Incomplete Firebase configuration: set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID as well, " +
          "or unset all VITE_FIREBASE_* variables to use the local Auth Emulator.",
      ),
    );
    // As the build prints it, by its kind's name.
    expect(() => readFirebaseSettings(partial)).toThrow(
      expect.objectContaining({ name: "FirebaseConfigError" }),
    );
  });
});

describe("providerOrigins", () => {
  it("is the Auth Emulator alone when it stands in for the provider", () => {
    expect(providerOrigins(readFirebaseSettings({ VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" }))).toEqual([
      "http://127.0.0.1:9199",
    ]);
  });

  it("is Firebase's own APIs, over HTTPS, for a real project", () => {
    const origins = providerOrigins(readFirebaseSettings(real));
    expect(origins).toContain("https://identitytoolkit.googleapis.com");
    for (const origin of origins) expect(origin).toMatch(/^https:\/\/[a-z]+\.googleapis\.com$/);
  });
});
