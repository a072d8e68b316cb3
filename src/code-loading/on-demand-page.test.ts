import type { FunctionComponent } from "react";
import { describe, expect, it } from "vitest";
import { createChunkImporter } from "./chunk-importer";
import { onDemandPage } from "./on-demand-page";

const Unavailable = () => null;
const load = () => Promise.resolve<FunctionComponent>(() => null);

it("names the page's module as the build's manifest does, from the project's root", () => {
  const page = onDemandPage({ "/src/features/help/help-page.tsx": load }, Unavailable);
  expect(page.module).toBe("src/features/help/help-page.tsx");
  expect(page.isLoaded()).toBe(false);
});

it("names no module when the glob found no file, so that the build refuses the page", () => {
  expect(onDemandPage({}, Unavailable).module).toBe("");
});

it("names a glob written relative to its own file as written, for the build to refuse by that name", () => {
  const page = onDemandPage({ "../help/help-page.tsx": load }, Unavailable);
  expect(page.module).toBe("../help/help-page.tsx");
});

describe("a page's code prepared ahead of need", () => {
  const BASE = "https://shop.example/assets/main-AAAA.js";
  const LOGIN = "https://shop.example/assets/login-page-BBBB.js";
  /** An on-demand page whose glob imports through a chunk importer, as the build's does, and what it asked. */
  function pageThroughImporter(outcome: "load" | "fail" = "load") {
    const asked: string[] = [];
    const importChunk = createChunkImporter(async (url) => {
      asked.push(url);
      if (outcome === "fail") throw new TypeError("Failed to fetch dynamically imported module");
      return { Page: load };
    });
    const glob = {
      "/src/features/auth/login-page.tsx": () =>
        Promise.resolve()
          .then(() => importChunk("./login-page-BBBB.js", BASE))
          .then((module) => (module as { Page: () => Promise<FunctionComponent> }).Page()),
    };
    return { page: onDemandPage(glob, Unavailable), asked };
  }

  it("is loaded when its code is held here, so that the press that opens it waits for nothing", async () => {
    const { page, asked } = pageThroughImporter();
    await page.prepare(async (address) => address === LOGIN);
    expect(page.isLoaded()).toBe(true);
    expect(asked).toEqual([LOGIN]);
  });

  it("is left for the press when its code is not held here, and fetches nothing", async () => {
    const { page, asked } = pageThroughImporter();
    await page.prepare(async () => false);
    expect(page.isLoaded()).toBe(false);
    expect(asked).toEqual([]);
    await page.load();
    expect(page.isLoaded()).toBe(true);
    expect(asked).toEqual([LOGIN]);
  });

  it("fails nothing when the code held here does not come: the press tries again", async () => {
    const { page } = pageThroughImporter("fail");
    await expect(page.prepare(async () => true)).resolves.toBeUndefined();
    expect(page.isLoaded()).toBe(false);
  });
});
