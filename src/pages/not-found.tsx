import { PageLink } from "../shared/ui/page-link";
import { type Page, pageTitle } from "./page";
import "./not-found.css";

/** No feature owns this page, so its component is written here. */
function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <PageLink page="home">Go to the Bazaar home page</PageLink>
      </p>
    </div>
  );
}

export default {
  path: "/404",
  title: pageTitle("Page not found"),
  description: "This address is not on Bazaar. The home page has today's featured products.",
  component: NotFoundPage,
  layout: "store",
  precached: true,
  fallback: true,
} as const satisfies Page;
