import { HomePage } from "../features/catalog";
import { type Page, pageTitle } from "./page";

export default {
  path: "/",
  title: pageTitle(),
  description:
    "Bazaar: featured headphones, cameras, kitchen and outdoor gear at fair prices, with a basket that keeps up.",
  component: HomePage,
  layout: "store",
  precached: true,
  htmlBudget: "9.3 kB",
} as const satisfies Page;
