import { configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { App } from "../app/app";
import { AppProviders } from "../app/app-providers";
import type { AppState } from "../app/app-state";
import type { LoadAuthPort } from "../features/auth";
import { FakeAuth } from "./fake-auth";

// The provider starts after a 200 ms idle fallback and the sign-in page is a lazy chunk: on a busy
// machine (all test files in parallel) findBy* needs more than its default second.
configure({ asyncUtilTimeout: 4000 });

interface RenderOptions {
  /** The address the router starts at. */
  path?: string;
  /** The identity provider; a fresh FakeAuth with no accounts when left out. */
  auth?: FakeAuth;
  /** Overrides how the provider is loaded (say, a load that fails); defaults to auth.load. */
  loadAuth?: LoadAuthPort;
}

/** Where the router is now, read by a component inside it. */
function LocationProbe({ into }: { into: { pathname: string } }) {
  into.pathname = useLocation().pathname;
  return null;
}

function setup(tree: (probe: ReactNode) => ReactNode, path: string, auth: FakeAuth) {
  const location = { pathname: path };
  const user = userEvent.setup();
  // As main.tsx's `start` mounts its router: a link's page, or a navigate() after an answer, renders in its
  // own task, not in a transition that a test's next look could come before.
  const result = render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      {tree(<LocationProbe into={location} />)}
    </MemoryRouter>,
  );
  return { ...result, user, auth, pathname: () => location.pathname };
}

/** The whole storefront, as main.tsx's `start` mounts it, at `path` with a fake identity provider. */
export function renderApp({ path = "/", auth = new FakeAuth(), loadAuth = auth.load }: RenderOptions = {}) {
  return setup(
    (probe) => (
      <>
        <App loadAuth={loadAuth} />
        {probe}
      </>
    ),
    path,
    auth,
  );
}

/** A smaller tree (one page or the header) inside the app's providers and a router. */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = "/",
    auth = new FakeAuth(),
    loadAuth = auth.load,
    initialState,
  }: RenderOptions & { initialState?: AppState } = {},
) {
  return setup(
    (probe) => (
      <AppProviders loadAuth={loadAuth} initialState={initialState}>
        {ui}
        {probe}
      </AppProviders>
    ),
    path,
    auth,
  );
}
