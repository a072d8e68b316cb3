import { Link } from "react-router";
import { PageTitle } from "../shared/ui/page-title";
import { PAGES } from "../site-map/pages";
import "./not-found-page.css";

export function NotFoundPage() {
  return (
    <div className="not-found">
      <PageTitle title={PAGES.notFound.title} />
      <h1>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the Bazaar home page</Link>
      </p>
    </div>
  );
}
