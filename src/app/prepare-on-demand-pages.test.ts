import { expect, it, vi } from "vitest";
import { LazyLoginPage } from "../features/auth";
import { PAGE_VIEWS } from "./page-views";
import { prepareOnDemandPages } from "./prepare-on-demand-pages";

it("prepares each page that loads on demand, the sign-in page among them, with the holdings it is given", () => {
  const prepare = vi.spyOn(LazyLoginPage, "prepare").mockResolvedValue();
  const held = async () => true;
  prepareOnDemandPages(held);
  expect(PAGE_VIEWS.login.component).toBe(LazyLoginPage);
  expect(prepare).toHaveBeenCalledExactlyOnceWith(held);
});
