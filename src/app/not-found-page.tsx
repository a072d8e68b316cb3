import { Link } from "react-router";
import { PageTitle } from "../shared/ui/page-title";
import "./not-found-page.css";

export const NOT_FOUND_TITLE = "Page not found";

export function NotFoundPage() {
  return (
    <div className="not-found">
      <PageTitle page={NOT_FOUND_TITLE} />
      <h1>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the Bazaar home page</Link>
      </p>
    </div>
  );
}
