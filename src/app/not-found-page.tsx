import { Link } from "react-router";
import { home } from "../pages/all-pages";
import "./not-found-page.css";

/** Shown at any address no page has. No feature owns this page, so the app does. */
export function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to={home.path}>Go to the Bazaar home page</Link>
      </p>
    </div>
  );
}
