// Which of Firefox's page errors are the page's problems. Some are the network's word, which the
// shopper never meets: each is set aside only beside what explains it; everything else stays.
import { createHash } from "node:crypto";
import { near, type Seen } from "../../problems";

/**
 * A module the server did not serve: the network's word, as Chromium's 'Failed to load resource'.
 * Set aside beside an error answer, a failure or a cancellation of that load (each watched itself).
 */
const MODULE_NOT_SERVED = /^Loading (?:module from|failed for the module with source) “(.+?)”/;

/**
 * A load the service worker was answering when the page cancelled it: Firefox's copy of the answer
 * into the page ended (left-while-loading.spec.ts). Set aside beside that cancellation.
 */
const INTERCEPTED_LOAD_FAILED =
  /^Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/**
 * Bytes that do not match their integrity. Set aside beside an error answer (Firefox checks a 503's
 * body) or a cancellation of that load, or when they are the start of the build's own file (a
 * transfer cut short); bytes that are not the build's stay a problem.
 */
const INTEGRITY_MISMATCH =
  /^None of the “sha\d+” hashes in the integrity attribute match the content of the subresource at “(.+?)”\.(?: The computed hash is “(.+?)”\.)?/;

/** A cross-origin request with no answer at all (set aside beside that request's failure, e.g. offline). */
const CORS_NOT_SUCCEEDED =
  /^Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at (\S+)\. \(Reason: CORS request did not succeed\)/;

/**
 * Whether `computed` (base64 SHA-256, as builder/hashes.ts writes) hashes the first n bytes of
 * `file`, for n from 0 to all but the last.
 */
export function cutShort(file: Uint8Array, computed: string): boolean {
  const hash = createHash("sha256");
  for (let length = 0; length < file.length; length++) {
    if (hash.copy().digest("base64") === computed) return true;
    hash.update(file.subarray(length, length + 1));
  }
  return false;
}

/** What Firefox reported on one page and what may explain it (close to it: problems.ts's `near`). */
export class FirefoxReports {
  /** Page errors that are problems whatever else is seen. */
  private readonly uncaught: string[] = [];
  /** Reports of modules not served, until an error answer, a failure or a cancellation explains them. */
  private readonly modulesNotServed: (Seen & { text: string })[] = [];
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
    const notServed = MODULE_NOT_SERVED.exec(message);
    if (notServed) {
      this.modulesNotServed.push({ at, url: notServed[1] ?? "", text });
      return;
    }
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
    const answered = (report: Seen) =>
      near(this.errorAnswers, report) || near(this.failedRequests, report) || cancelled(report);
    return [
      ...this.uncaught,
      ...this.modulesNotServed.filter((report) => !answered(report)).map(({ text }) => text),
      ...this.interceptionFailures.filter((failure) => !cancelled(failure)).map(({ text }) => text),
      ...this.integrityMismatches
        .filter((mismatch) => !near(this.errorAnswers, mismatch) && !cancelled(mismatch))
        .map(({ text }) => text),
      ...this.unanswered.filter((report) => !near(this.failedRequests, report)).map(({ text }) => text),
    ];
  }

  /** Forgets everything seen so far. */
  forget(): void {
    const { uncaught, interceptionFailures, integrityMismatches, cancelledLoads } = this;
    const lists = [
      uncaught,
      interceptionFailures,
      integrityMismatches,
      cancelledLoads,
      this.modulesNotServed,
    ];
    for (const list of [...lists, this.errorAnswers, this.unanswered, this.failedRequests]) list.length = 0;
  }
}
