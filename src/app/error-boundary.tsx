import { Component, type ReactNode } from "react";
import { home } from "../pages/all-pages";
import "./error-boundary.css";

interface State {
  failed: boolean;
}

/**
 * A render error in one area shows a small message with a way home instead of a blank page.
 * The error is logged once, by the root's `onCaughtError` (main.tsx).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-boundary" role="alert">
        <p>Sorry, this part of the page could not be shown.</p>
        {/* A plain link reloads the page, which gives the app a clean start. */}
        <a href={home.path}>Go to the Bazaar home page</a>
      </div>
    );
  }
}
