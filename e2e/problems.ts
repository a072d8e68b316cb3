// What fails a browser test, in every engine: an uncaught error, a console error or warning, an
// answer of the shop's own servers with status 400 or more, a request of the shop's that fails.
// A test names what it expects, with the reason (Expected); the rest is a problem.

/** A server of the shop's own: Hosting, the Auth Emulator, a fault proxy. Every one a test starts listens on 127.0.0.1. */
export function isShopAddress(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === "http:" || protocol === "https:") && ["127.0.0.1", "localhost"].includes(hostname);
  } catch {
    return false;
  }
}

/** An answer with an error status, in the words every engine's watcher uses. */
export const errorAnswer = (status: number, url: string) => `answer ${status} for ${url}`;

/** A request with no answer, in the words every engine's watcher uses. */
export const failedRequest = (reason: string, url: string) => `request failed (${reason}) for ${url}`;

/**
 * Whether a request failure is the page's own cancellation (a navigation away, an aborted fetch,
 * a lazy image no longer needed), not a failure of the shop's servers.
 */
export function isCancellation(reason: string): boolean {
  return ["net::ERR_ABORTED", "NS_BINDING_ABORTED"].includes(reason);
}

/** Chromium's own console line for each error answer: set aside only beside that answer (see watchers). */
export function isLoadFailureEcho(text: string): boolean {
  return text.startsWith("Failed to load resource");
}

/** The Auth Emulator's 400 to one call (signUp, signInWithPassword, sendOobCode): how the provider refuses. */
export const providerRefusal = (call: string) =>
  new RegExp(`^answer 400 for http://\\S+/identitytoolkit\\.googleapis\\.com/v1/accounts:${call}\\?`);

/** `text` as a pattern that matches it alone. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Hosting's 404 for one path of the storefront. */
export const notFound = (path: string) => new RegExp(`^answer 404 for http://[^/]+${literally(path)}$`);

/** A load tried while the test has turned the browser's network off, in Chromium's or Firefox's words. */
export const OFFLINE_LOAD = /^request failed \((?:net::ERR_INTERNET_DISCONNECTED|NS_ERROR_OFFLINE)\)/;

/**
 * A part the product loads lazily, as its warning names it (the callers of lazy-load.ts's
 * `loadInBackground`).
 */
export type LazyPart = "sign-in service" | "database client" | "background tasks";

/**
 * The product's warning when one lazily loaded part fails to load (lazy-load.ts's
 * `loadInBackground`): only that part's.
 */
export const loadDeferred = (part: LazyPart) =>
  new RegExp(
    `^console warning on \\S+: The ${part} could not be loaded yet: it is tried again at the next press\\.`,
  );

/** The product's warning when the app's own code fails to load (`startApp` in src/page-life/boot/boot.ts). */
export const APP_CODE_NOT_LOADED = /^console warning on \S+: The storefront's code could not be loaded\./;

/**
 * The product's warnings of a load that failed, on the page at `address`: the app's code (boot.ts),
 * a part loaded lazily (lazy-load.ts), the offline worker (register-service-worker.ts). Firefox and
 * WebKit cancel a page's loads as soon as the next page is asked for, and report them failed to the
 * page being left, which warns as for any failure.
 */
export const loadsLeavingCancels = (address: string) =>
  new RegExp(
    `^console warning on ${literally(address)}: The (?:storefront's code could not be loaded\\.|[\\w -]+ could not be loaded yet: |offline copy of the shop could not be set up\\.)`,
  );

/** Expected in every test, each beside the code that explains it. */
const STANDING = [
  {
    pattern: /^answer 404 for http:\/\/127\.0\.0\.1:\d+\/404$/,
    reason:
      "the offline worker precaches the not-found page with its 404 (src/page-life/idle/service-worker.ts)",
  },
];

/** Problems a test expects, each named with its reason; anything else stays a problem. */
export class Expected {
  private readonly named: { pattern: RegExp; reason: string }[] = [...STANDING];
  private readonly explainers: ((problem: string) => boolean)[] = [];

  /** Lets problems matching `pattern` pass, for `reason` (which the test states where it causes them). */
  add(pattern: RegExp, reason: string): void {
    if (!reason.trim()) throw new Error(`An expected problem needs its reason: ${pattern}`);
    this.named.push({ pattern, reason });
  }

  /** Lets problems pass that `explains` accounts for (a fault the test made at the fault proxy). */
  explainedBy(explains: (problem: string) => boolean): void {
    this.explainers.push(explains);
  }

  /** The problems no name and no explanation accounts for. */
  unexpected(problems: string[]): string[] {
    return problems.filter(
      (problem) =>
        !this.named.some(({ pattern }) => pattern.test(problem)) &&
        !this.explainers.some((explains) => explains(problem)),
    );
  }
}

/** The address Chromium names when bytes fail their integrity check, or null for any other line. */
export function integrityFailureAddress(text: string): string | null {
  const match =
    /^Failed to find a valid digest in the 'integrity' attribute for resource '(.+?)' with computed/.exec(
      text,
    ) ?? /^Fetch API cannot load (\S+)\. SRI's integrity checks failed\.$/.exec(text);
  return match?.[1] ?? null;
}

/** Something seen of one address (a report, an error answer, a cancelled load), at a time in ms. */
export interface Seen {
  at: number;
  url: string;
}

/**
 * How far apart a report and what explains it may be seen (in Firefox, within 101 ms). Not more: an
 * error answer to one try of ?retry=1 must not explain a later try's report.
 */
export const EXPLANATION_WINDOW_MS = 3_000;

/** Whether one of `events` concerns the report's address and was seen close to it. */
export function near(events: Seen[], report: Seen): boolean {
  return events.some(
    ({ at, url }) => url === report.url && Math.abs(at - report.at) <= EXPLANATION_WINDOW_MS,
  );
}
