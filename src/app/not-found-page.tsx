import { Link } from "react-router";
import { useDocumentTitle } from "../shared/ui/use-document-title";
import "./not-found-page.css";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="not-found">
      <h1>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the Bazaar home page</Link>
      </p>
    </div>
  );
}
