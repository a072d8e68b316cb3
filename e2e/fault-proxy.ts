import { request as sendRequest } from "node:http";
import { type CompletedRequest, getLocal, type RequestRuleBuilder, type requestSteps } from "mockttp";
import { test as base, expect } from "./fixtures";
import { errorAnswer } from "./problems";
import { APP_URL } from "./test-servers";

/** Headers of one connection (RFC 9110, 7.6.1): each side of the proxy has its own. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

type Headers = CompletedRequest["headers"];
const endToEnd = (headers: Headers): Headers =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/**
 * Sends `request` on to `url` over a connection of its own (docs/testing.md says why) and answers
 * with what comes back, whole; `edit` rewrites the body (asked for unencoded, so it is text). A
 * connection that fails upstream fails downstream too, as it would with no proxy between.
 */
function forward(url: string, request: CompletedRequest, edit?: (body: string) => string) {
  const { host: _host, ...headers } = endToEnd(request.headers);
  if (edit) headers["accept-encoding"] = "identity";
  return new Promise<requestSteps.CallbackResponseResult>((resolve) => {
    const upstream = sendRequest(url, { method: request.method, headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", () => resolve("reset"));
      answer.on("end", () => {
        const answerHeaders = endToEnd(answer.headers);
        let rawBody = Buffer.concat(chunks);
        if (edit) {
          rawBody = Buffer.from(edit(rawBody.toString("utf8")));
          answerHeaders["content-length"] = String(rawBody.length);
          delete answerHeaders.etag; // the bytes are not the ones the tag names
        }
        resolve({
          statusCode: answer.statusCode,
          statusMessage: answer.statusMessage,
          headers: answerHeaders,
          rawBody,
        });
      });
    });
    upstream.on("error", () => resolve("reset"));
    upstream.end(request.body.buffer);
  });
}

/**
 * Faults made at the server, for every engine alike: a mockttp server that a test starts for
 * itself. A page opened at its `url` gets the site from `target`; a browser context that takes it
 * as its HTTP proxy (`test` below) sends it every request, the Auth Emulator's included. Each
 * rule matches a path with its query (`/assets/main-….js?retry=1`), whatever the origin.
 */
export interface FaultProxy {
  /** "http://127.0.0.1:<port>" */
  readonly url: string;
  /**
   * The next `times` (1) matching requests get `status` (503, a plain no-store body); "reset"
   * resets their connection (an engine may try again by itself, taking one more), "no answer"
   * leaves them unanswered.
   */
  failNext(path: RegExp, options?: { times?: number; status?: number | "reset" | "no answer" }): void;
  /** Drops what failNext still had to fail (for matching paths only, when `path` is given). */
  heal(path?: RegExp): void;
  /** The next matching request waits, unanswered, until the returned `release` is called. */
  holdNext(path: RegExp): () => void;
  /** The next `times` (1) matching pages get `html` slipped in before </body>, headers unchanged. */
  injectNext(path: RegExp, html: string, options?: { times?: number }): void;
  /** The next matching file comes with `code` added at its end: a script altered on its way. */
  alterNext(path: RegExp, code: string): void;
  /** Every request has its connection reset, once it is recorded in requests(), until goLight. */
  goDark(): void;
  goLight(): void;
  /** From now on, the site comes from `target`: a deploy that replaces the whole site at once. */
  switchTo(target: string): void;
  /** The paths (with query) requested so far, in order; only those matching `path` if given. */
  requests(path?: RegExp): string[];
  /** Whether a problem (problems.ts) is an error answer or a failed request of a fault made here. */
  explains(problem: string): boolean;
  /** Every answer with status 400 or more that went through, in problems.ts's words. */
  errorAnswers(): string[];
  close(): Promise<void>;
}

/** The Auth Emulator's calls: Google's API paths, under the emulator's own origin. */
export const PROVIDER_CALLS = /^\/[a-z]+\.googleapis\.com\//;

/**
 * `offlineWorker: false` serves a /sw.js that does nothing (no precache, no fetch handler): the
 * one way the suite keeps the site's offline worker out, in every engine, with no failed
 * registration for an engine to report.
 */
export async function startFaultProxy({ target = APP_URL, offlineWorker = true } = {}): Promise<FaultProxy> {
  const server = getLocal({ recordTraffic: false });
  await server.start(0); // a port from the system: never one another run holds
  const url = `http://127.0.0.1:${server.port}`;
  let upstream = target;
  let dark = false;
  const seen: string[] = [];
  const pathOf = (request: { url: string }) => {
    const { pathname, search } = new URL(request.url);
    return pathname + search;
  };
  const urls = new Map<string, string>(); // request id -> address, for the answers below
  const answers: string[] = [];
  const darkPaths = new Set<string>();
  await server.on("request-initiated", (request) => {
    seen.push(pathOf(request));
    urls.set(request.id, request.url);
    if (dark) darkPaths.add(pathOf(request));
  });
  await server.on("response", (response) => {
    if (response.statusCode >= 400)
      answers.push(errorAnswer(response.statusCode, urls.get(response.id) ?? "?"));
  });
  // A request made to the proxy itself is the site's, from `upstream`; any other goes where it was sent.
  const addressOf = (request: CompletedRequest) =>
    new URL(request.url).port === String(server.port) ? upstream + pathOf(request) : request.url;
  const forPath = (path: RegExp, times = 1, live = () => true): RequestRuleBuilder => {
    const rule = server.forAnyRequest().matching((request) => live() && path.test(pathOf(request)));
    return times === Number.POSITIVE_INFINITY ? rule.always() : rule.times(times);
  };
  const faults = new Set<{ path: RegExp; healed: boolean }>();

  // Rules are tried in the order they were added: dark first, then the worker, then each fault.
  await server
    .forAnyRequest()
    .matching(() => dark)
    .always()
    .thenResetConnection();
  if (!offlineWorker) {
    await forPath(/^\/sw\.js(\?|$)/, Number.POSITIVE_INFINITY).thenReply(200, "// no offline worker\n", {
      "content-type": "text/javascript",
      "cache-control": "no-cache",
    });
  }
  await server
    .forUnmatchedRequest()
    .always()
    .thenCallback((request) => forward(addressOf(request), request));

  const passEdited = (path: RegExp, times: number, edit: (body: string) => string) =>
    forPath(path, times).thenCallback((request) => forward(addressOf(request), request, edit));

  return {
    url,
    failNext(path, { times = 1, status = 503 } = {}) {
      const fault = { path, healed: false };
      faults.add(fault);
      const rule = forPath(path, times, () => !fault.healed);
      // An answer, not a closed socket, by default: Chromium retries by itself once when a reused
      // connection closes without one, so a closed socket would not fail the request there.
      if (status === "reset") void rule.thenResetConnection();
      else if (status === "no answer") void rule.thenTimeout();
      else
        void rule.thenReply(status, `fault-proxy: ${status}\n`, {
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "no-store",
        });
    },
    heal(path) {
      for (const fault of faults) if (!path || fault.path.source === path.source) fault.healed = true;
    },
    holdNext(path) {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      void forPath(path).thenCallback(async (request) => {
        await held;
        return forward(addressOf(request), request);
      });
      return release;
    },
    injectNext(path, html, { times = 1 } = {}) {
      void passEdited(path, times, (page) => page.replace("</body>", () => `${html}</body>`));
    },
    alterNext(path, code) {
      void passEdited(path, 1, (script) => `${script}\n${code}\n`);
    },
    goDark() {
      dark = true;
    },
    goLight() {
      dark = false;
    },
    switchTo(next) {
      upstream = next;
    },
    requests(path) {
      return path ? seen.filter((seenPath) => path.test(seenPath)) : [...seen];
    },
    explains(problem) {
      const address = /^(?:answer \d+|request failed \(.*\)) for (\S+)$/.exec(problem)?.[1];
      if (!address) return false;
      const path = pathOf({ url: address });
      return darkPaths.has(path) || [...faults].some((fault) => fault.path.test(path));
    },
    errorAnswers: () => [...answers],
    close: () => server.stop(),
  };
}

/**
 * For a Chromium spec: a `faultProxy` that the page's browser context takes as its HTTP proxy, so
 * a fault reaches the site and the Auth Emulator at their own addresses, with no offline worker.
 */
export const test = base.extend<{ faultProxy: FaultProxy; faultsExplained: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its pattern.
  faultProxy: async ({}, use) => {
    const proxy = await startFaultProxy({ offlineWorker: false });
    await use(proxy);
    await proxy.close();
  },
  proxy: async ({ faultProxy }, use) => use({ server: faultProxy.url }),
  // A fault the test makes at the proxy is the test naming what fails, and why.
  faultsExplained: [
    async ({ watch, faultProxy }, use) => {
      watch.expected.explainedBy((problem) => faultProxy.explains(problem));
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
