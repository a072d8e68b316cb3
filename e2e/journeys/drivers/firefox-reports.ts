// Which of Firefox's page errors are the page's problems. Firefox reports as page errors some things
// the shopper never meets and the page cannot prevent: a module the server did not serve, a load
// its service worker was answering when the page cancelled it, and integrity failures for bytes it
// never ran. Each is set aside only when what explains it was seen too; everything else stays a
// problem. Pure logic, with unit tests of its own (firefox-reports.test.ts); the driver
// (firefox-shop.ts) feeds it what puppeteer hears.
import { createHash } from "node:crypto";
import { near, type Seen } from "../../console-noise";

/**
 * A module the server did not serve ('Loading module from … was blocked', 'Loading failed for the
 * module…'): the network's word, as Chromium's 'Failed to load resource' (see console-noise.ts),
 * which the page itself must handle (the recovery journey proves it does).
 */
const MODULE_NOT_SERVED = /^Loading (module from|failed for the module)/;

/**
 * Firefox's report of a load its service worker was answering when the page cancelled it: the
 * shopper left the page, or the page dropped the picture that asked for it (a route change). Any
 * worker gets these, a bare `respondWith(fetch(request))` too, and the shopper sees nothing of it.
 * Firefox names the cancelled load itself (the request fails with NS_BINDING_ABORTED): only a
 * report with such a cancellation of the same address beside it is set aside.
 */
const INTERCEPTED_LOAD_FAILED =
  /^Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/**
 * Firefox's report of a script whose bytes do not match its integrity. It checks the body of an
 * error answer too (a 503's text), where Chromium refuses the status first, and what had arrived
 * of a load the page cancelled by leaving: none of it, or part (in 16 runs of the offline journey,
 * each such report had a cancellation of the same address within 101 ms, before or after it, but
 * the cancellation of the last page's loads may come after the test has looked). A report is set
 * aside when the server answered that address with an error, or the page cancelled that load,
 * close to the report, or when what arrived is the start of the build's own file, none of it
 * included: a transfer cut short, as when the server goes dark mid-file (seen once, in a
 * fresh-clone CI run: the first 65,536 bytes of the 211,114 of React's chunk). No code runs from
 * it, and a chunk that never arrives whole fails the journey's own steps; the page itself must
 * handle each (the recovery and offline journeys prove it does). Any other mismatch, bytes that
 * are not the build's, stays a problem.
 */
const INTEGRITY_MISMATCH =
  /^None of the “sha\d+” hashes in the integrity attribute match the content of the subresource at “(.+?)”\.(?: The computed hash is “(.+?)”\.)?/;

/**
 * Firefox's report of a cross-origin request that got no answer at all ('Cross-Origin Request
 * Blocked: … (Reason: CORS request did not succeed)'): the network failed it (the browser offline,
 * a reset connection), not a CORS answer of the server's. The network's word, as Chromium's 'Failed
 * to load resource', and the page tells the shopper itself (the offline journey proves it does).
 * Set aside only beside a failure of the same request (NS_ERROR_OFFLINE and the like).
 */
const CORS_NOT_SUCCEEDED =
  /^Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at (\S+)\. \(Reason: CORS request did not succeed\)/;

/**
 * Whether `computed` (a base64 sha384, the build's algorithm) is the hash of the first n bytes of
 * `file`, for some n from 0 (nothing arrived) up to all but the last.
 */
export function cutShort(file: Uint8Array, computed: string): boolean {
  const hash = createHash("sha384");
  for (let length = 0; length < file.length; length++) {
    if (hash.copy().digest("base64") === computed) return true;
    hash.update(file.subarray(length, length + 1));
  }
  return false;
}

/**
 * What Firefox reported on one page and what may explain it (close to it: console-noise.ts's
 * near); its problems, on demand.
 */
export class FirefoxReports {
  /** Page errors that are problems whatever else is seen. */
  private readonly uncaught: string[] = [];
  /** Reports of loads the service worker was answering that failed, until a cancellation explains them. */
  private readonly interceptionFailures: (Seen & { text: string })[] = [];
  /** Reports of bytes that did not match their integrity, until an error answer or a cancellation explains them. */
  private readonly integrityMismatches: (Seen & { text: string })[] = [];
  /** Loads the page cancelled, as Firefox reports them. */
  private readonly cancelledLoads: Seen[] = [];
  /** Addresses the server answered with an error status. */
  private readonly errorAnswers: Seen[] = [];
  /** Reports of cross-origin requests with no answer, until a failure of the request explains them. */
  private readonly unanswered: (Seen & { text: string })[] = [];
  /** Requests that failed without an answer, for a reason other than the page cancelling them. */
  private readonly failedRequests: Seen[] = [];

  /** `buildFile`: the build's own file at an address, or null when the build has none there. */
  constructor(private readonly buildFile: (url: string) => Uint8Array | null) {}

  /** A page error (an uncaught exception, a CSP violation, a load report), as Firefox words it. */
  pageError(message: string, at = Date.now()): void {
    const text = `uncaught: ${message}`;
    if (MODULE_NOT_SERVED.test(message)) return;
    const intercepted = INTERCEPTED_LOAD_FAILED.exec(message);
    if (intercepted) {
      this.interceptionFailures.push({ at, url: intercepted[1] ?? "", text });
      return;
    }
    const mismatch = INTEGRITY_MISMATCH.exec(message);
    if (mismatch) {
      const [, url = "", computed] = mismatch;
      const file = url && computed ? this.buildFile(url) : null;
      if (file && computed && cutShort(file, computed)) return;
      this.integrityMismatches.push({ at, url, text });
      return;
    }
    const unanswered = CORS_NOT_SUCCEEDED.exec(message);
    if (unanswered) {
      this.unanswered.push({ at, url: unanswered[1] ?? "", text });
      return;
    }
    this.uncaught.push(text);
  }

  /** The server answered `url` with an error status. */
  errorAnswer(url: string, at = Date.now()): void {
    this.errorAnswers.push({ at, url });
  }

  /** A request to `url` failed with no answer, not cancelled by the page (NS_ERROR_OFFLINE…). */
  failedRequest(url: string, at = Date.now()): void {
    this.failedRequests.push({ at, url });
  }

  /** The page cancelled its load of `url` (NS_BINDING_ABORTED). */
  cancelledLoad(url: string, at = Date.now()): void {
    this.cancelledLoads.push({ at, url });
  }

  /** The reports nothing seen explains, in words. */
  problems(): string[] {
    const cancelled = (report: Seen) => near(this.cancelledLoads, report);
    return [
      ...this.uncaught,
      ...this.interceptionFailures.filter((failure) => !cancelled(failure)).map(({ text }) => text),
      ...this.integrityMismatches
        .filter((mismatch) => !near(this.errorAnswers, mismatch) && !cancelled(mismatch))
        .map(({ text }) => text),
      ...this.unanswered.filter((report) => !near(this.failedRequests, report)).map(({ text }) => text),
    ];
  }

  /** Forgets everything seen so far. */
  forget(): void {
    for (const list of [
      this.uncaught,
      this.interceptionFailures,
      this.integrityMismatches,
      this.cancelledLoads,
      this.errorAnswers,
      this.unanswered,
      this.failedRequests,
    ]) {
      list.length = 0;
    }
  }
}
