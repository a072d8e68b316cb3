import type { FunctionComponent } from "react";
import { expect, it } from "vitest";
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
