import { LazyLoginPage } from "../features/auth";
import { type Page, pageTitle } from "./page";

export default {
  path: "/login",
  title: pageTitle("Sign in"),
  description: "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.",
  component: LazyLoginPage,
  layout: "bare",
  chunk: "src/features/auth/login-page.tsx",
  precached: true,
  htmlBudget: "6.9 kB",
} as const satisfies Page;
