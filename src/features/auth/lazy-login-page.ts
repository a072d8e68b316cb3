import { lazy } from "react";

/** The sign-in page is fetched when it is first needed, not with the home page. */
export const LazyLoginPage = lazy(() =>
  import("./login-page").then(({ LoginPage }) => ({ default: LoginPage })),
);
