import type { FunctionComponent } from "react";
import { onDemandPage } from "../../code-loading/on-demand-page";
import { LoginPageUnavailable } from "./login-page-unavailable";

/** The sign-in page is fetched when it is first needed, not with the home page. */
export const LazyLoginPage = onDemandPage(
  // From the project's root, as Vite's manifest names the module: the build preloads it on /login.
  // Stryker disable next-line all: Vite reads the glob's arguments as literals, before any code runs.
  import.meta.glob<FunctionComponent>("/src/features/auth/login-page.tsx", { import: "LoginPage" }),
  LoginPageUnavailable,
);
