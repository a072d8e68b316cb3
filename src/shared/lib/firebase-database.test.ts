import { describe, expect, it } from "vitest";
import { readFirebaseSettings } from "../config/firebase-config";
import { getDatabase } from "./firebase-database";

describe("getDatabase", () => {
  it("creates one client for the configured project, pointed at the emulator locally", () => {
    const settings = readFirebaseSettings({});
    const db = getDatabase(settings);
    expect(db.app.options.projectId).toBe("demo-bazaar");
    expect(db.toJSON()).toMatchObject({ settings: { host: "127.0.0.1:8080", ssl: false } });
    expect(getDatabase(settings)).toBe(db);
  });
});
