import type { ComponentType } from "react";
import type { OnDemandPage } from "../code-loading/on-demand-page";
import { LazyLoginPage } from "../features/auth";
import { CheckoutPage } from "../features/basket";
import { HomePage } from "../features/catalog";
import type * as pages from "../pages/all-pages";
import type { Page } from "../pages/page";
import { NotFoundPage } from "./not-found-page";

/** What a page renders, and where: under the store's header, or bare (the sign-in page: its own logo and card). */
interface PageView<P extends Page> {
  /** A page the list says loads on demand renders an on-demand page, whose module its HTML preloads; no other does. */
  component: P extends { onDemand: true } ? OnDemandPage : ComponentType & { module?: never };
  layout: "store" | "bare";
}

/** A view for every page of the list: `tsc` refuses a page without one, and one without a page. */
export type PageViews = { [Name in keyof typeof pages]: PageView<(typeof pages)[Name]> };

/** Each page of src/pages/all-pages.ts, by its name, bound to what it renders. */
export const PAGE_VIEWS = {
  checkout: { component: CheckoutPage, layout: "store" },
  home: { component: HomePage, layout: "store" },
  login: { component: LazyLoginPage, layout: "bare" },
  notFound: { component: NotFoundPage, layout: "store" },
} as const satisfies PageViews;
