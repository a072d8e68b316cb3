import { describe, expect, it } from "vitest";
import { readFirebaseSettings } from "../config/firebase-config";
import { getDatabase } from "./firebase-database";

describe("getDatabase", () => {
  it("creates one client for the run's project, pointed at the emulator port of this run", () => {
    // As `npm start` with AUTH_EMULATOR_PORT=9593 builds it: the run's emulators sit together.
    const settings = readFirebaseSettings({ VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9593" });
    const db = getDatabase(settings);
    expect(db.app.options.projectId).toBe("demo-bazaar");
    expect(db.toJSON()).toMatchObject({ settings: { host: "127.0.0.1:9596", ssl: false } });
    expect(getDatabase(settings)).toBe(db);
  });
});
