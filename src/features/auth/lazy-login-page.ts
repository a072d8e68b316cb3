import { loadWhileWaiting } from "../../code-loading/lazy-load";
import { lazyWithRecovery } from "../../code-loading/lazy-with-recovery";
import { LoginPageUnavailable } from "./login-page-unavailable";

const loadLoginPage = () => import("./login-page").then(({ LoginPage }) => LoginPage);

/** The sign-in page is fetched when it is first needed, not with the home page. */
export const LazyLoginPage = lazyWithRecovery(() => loadWhileWaiting(loadLoginPage), LoginPageUnavailable);
