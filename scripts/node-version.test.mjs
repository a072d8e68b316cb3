// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NEEDED_NODE, nodeTooOld } from "./node-version.mjs";

describe("the Node that Bazaar needs", () => {
  it("is package.json's engines.node, the one number start and test read", () => {
    const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(`>=${NEEDED_NODE}`).toBe(engines.node);
  });

  it("refuses an older Node in one line that says what to install, and accepts the same or later", () => {
    const [major, minor] = NEEDED_NODE.split(".").map(Number);
    const refusal = nodeTooOld("20.20.2");
    expect(refusal).toBe(
      `Bazaar needs Node.js ${NEEDED_NODE} or later, not 20.20.2: install Node 24 LTS (\`nvm install\` reads .nvmrc), then run this again.`,
    );
    expect(nodeTooOld(`${major}.${minor - 1}.9`)).toContain("install Node 24 LTS");
    expect(nodeTooOld(`${major}.${minor}.0`)).toBeNull();
    expect(nodeTooOld("24.21.0")).toBeNull();
  });
});
