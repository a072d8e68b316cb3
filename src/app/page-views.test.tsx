// The binding's checks are tsc's, which `npm test` runs: each @ts-expect-error below fails tsc if
// the line under it ever stops being refused. Vitest runs the file so that its values exist.
import { Link } from "react-router";
import { expect, it } from "vitest";
import * as pages from "../pages/all-pages";
import { PAGE_VIEWS, type PageViews } from "./page-views";

it("refuses a page of the list without a view", () => {
  const { notFound, ...views } = PAGE_VIEWS;
  // @ts-expect-error: the list's notFound page has no view here
  const withoutOne: PageViews = views;
  expect(Object.keys(withoutOne)).not.toContain("notFound");
  expect(notFound.layout).toBe("store");
});

it("refuses a view for a page the list does not have", () => {
  const noSuchPage = { component: () => null, layout: "store" } as const;
  const views = {
    ...PAGE_VIEWS,
    // @ts-expect-error: the list has no page named noSuchPage
    noSuchPage,
  } satisfies PageViews;
  expect(views.noSuchPage).toBe(noSuchPage);
});

it("refuses a page that loads on demand with a view that does not", () => {
  const views = {
    ...PAGE_VIEWS,
    // @ts-expect-error: login loads on demand, so its view must name the module its HTML preloads
    login: { component: () => null, layout: "bare" },
  } satisfies PageViews;
  expect(views.login.layout).toBe("bare");
});

it("refuses a link to a page the list does not have", () => {
  // @ts-expect-error: the list has no page named noSuchPage
  const link = <Link to={pages.noSuchPage?.path ?? "/"}>Nowhere</Link>;
  expect(link.props.to).toBe("/");
});
