import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { APP_URL } from "./test-servers";

/**
 * A proxy in front of the Hosting emulator that a test starts for itself, so that every engine
 * feels the same fault, made at the server rather than by one tool's request routing. The page's
 * origin is the proxy's; each test gets its own port, so tests running side by side never share
 * a fault.
 */
export interface FaultProxy {
  /** "http://127.0.0.1:<port>" */
  readonly url: string;
  /** The next `times` (1) requests whose path matches get `status` (503): a plain body, no-store. */
  failNext(path: RegExp, options?: { times?: number; status?: number }): void;
  /** Drops what failNext still had to fail (for matching paths only, when `path` is given). */
  heal(path?: RegExp): void;
  /**
   * The next matching request waits, unanswered, until the returned `release` is called (then it
   * is served): code still loading while the test does something else, such as leaving the page.
   */
  holdNext(path: RegExp): () => void;
  /**
   * The next `times` (1) HTML pages whose path matches get `html` slipped in before their </body>,
   * headers (the CSP included) unchanged: markup an attacker managed to store in a page.
   */
  injectNext(path: RegExp, html: string, options?: { times?: number }): void;
  /**
   * The next file whose path matches comes with `code` added at its end, status and headers
   * unchanged: a script altered on its way, by a compromised cache or server.
   */
  alterNext(path: RegExp, code: string): void;
  /**
   * The server goes dark: open sockets are destroyed and nothing is answered; a request that comes
   * meanwhile has its connection reset, once its path is recorded (so requests() shows what the
   * browser still asked of the server, not only what it got).
   */
  goDark(): void;
  /** The server serves again. */
  goLight(): void;
  /**
   * From now on, forwards to `target`: a deploy that replaces the whole site at once, its files and
   * the headers it is served with, as a Hosting release does.
   */
  switchTo(target: string): void;
  /**
   * From now on /sw.js is a worker that does nothing (no precache, no fetch handler): every request
   * of the page reaches the proxy, as on a site with no offline worker, and no engine reports a
   * failed registration, as each would for a /sw.js that failed.
   */
  withoutOfflineWorker(): void;
  /** The paths (with query) requested so far, in order; only those matching `path` if given. */
  requests(path?: RegExp): string[];
  close(): Promise<void>;
}

// Headers that describe one connection, not the message: Node sets its own for each side.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** Raw headers ([name, value, name, value…]) without the hop-by-hop ones. */
function endToEnd(rawHeaders: string[], rewrite: (name: string, value: string) => string): string[] {
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? "";
    const value = rawHeaders[index + 1] ?? "";
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, rewrite(name, value));
  }
  return kept;
}

export async function startFaultProxy(target: string = APP_URL): Promise<FaultProxy> {
  let upstream = new URL(target);
  const faults: { path: RegExp; left: number; status: number }[] = [];
  // A hold takes one request; it is forwarded once both it has arrived and the test released it.
  const holds: { path: RegExp; taken: boolean; released: boolean; serve?: () => void }[] = [];
  // Each edits the next matching answer's text: markup slipped into a page, code added to a script.
  const edits: { path: RegExp; edit: (text: string) => string; left: number }[] = [];
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const inFlight = new Set<http.ClientRequest>();
  let dark = false;
  let noWorker = false;
  let url = "";

  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    seen.push(path);
    if (dark) {
      request.socket.resetAndDestroy();
      return;
    }
    if (noWorker && /^\/sw\.js(\?|$)/.test(path)) {
      request.resume();
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-cache" });
      response.end("// fault-proxy: no offline worker in this test\n");
      return;
    }
    const fault = faults.find((candidate) => candidate.left > 0 && candidate.path.test(path));
    if (fault) {
      fault.left -= 1;
      // An answer, not a closed socket: Chromium retries by itself once when a reused connection
      // closes without one, so a closed socket would not fail the request there.
      request.resume();
      response.writeHead(fault.status, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
      });
      response.end(`fault-proxy: ${fault.status} for ${path}\n`);
      return;
    }
    const hold = holds.find((candidate) => !candidate.taken && candidate.path.test(path));
    if (hold) {
      hold.taken = true;
      if (hold.released) forward(request, response, path);
      else hold.serve = () => forward(request, response, path);
      return;
    }
    const edit = edits.find((candidate) => candidate.left > 0 && candidate.path.test(path));
    if (edit) edit.left -= 1;
    forward(request, response, path, edit?.edit);
  });

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
    edit?: (text: string) => string,
  ): void {
    if (request.destroyed || response.destroyed) return; // the browser gave up while it was held
    // To edit the answer, ask for it uncompressed.
    const headers = endToEnd(request.rawHeaders, (name, value) =>
      name.toLowerCase() === "host"
        ? upstream.host
        : edit && name.toLowerCase() === "accept-encoding"
          ? "identity"
          : value,
    );
    const forwarded = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path,
      headers,
    });
    inFlight.add(forwarded);
    forwarded.on("close", () => inFlight.delete(forwarded));
    forwarded.on("response", (answer) => {
      // Unchanged, compression included; only a redirect to the emulator's own origin is turned
      // back to the proxy's, so the page never leaves the proxy.
      const rawHeaders = endToEnd(answer.rawHeaders, (name, value) =>
        name.toLowerCase() === "location" && value.startsWith(upstream.origin)
          ? url + value.slice(upstream.origin.length)
          : value,
      );
      answer.on("error", () => response.destroy());
      if (edit) {
        editInto(answer, response, rawHeaders, edit);
        return;
      }
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, rawHeaders);
      answer.pipe(response);
    });
    forwarded.on("error", () => {
      if (dark || response.headersSent) response.destroy();
      else response.writeHead(502, { "content-type": "text/plain" }).end("fault-proxy: upstream failed\n");
    });
    // A browser that gives up on a request (a navigation, a reset) stops the forwarded one too.
    response.on("close", () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  }

  /** Answers with the whole text, edited, and its length (alone) rewritten. */
  function editInto(
    answer: http.IncomingMessage,
    response: http.ServerResponse,
    rawHeaders: string[],
    edit: (text: string) => string,
  ): void {
    if (answer.headers["content-encoding"] && answer.headers["content-encoding"] !== "identity") {
      response
        .writeHead(502, { "content-type": "text/plain" })
        .end("fault-proxy: the answer came compressed\n");
      return;
    }
    const chunks: Buffer[] = [];
    answer.on("data", (chunk: Buffer) => chunks.push(chunk));
    answer.on("end", () => {
      const text = edit(Buffer.concat(chunks).toString("utf8"));
      const headers = rawHeaders.filter((_, index) => {
        const name = rawHeaders[index - (index % 2)]?.toLowerCase();
        return name !== "content-length" && name !== "etag";
      });
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, [
        ...headers,
        "content-length",
        String(Buffer.byteLength(text)),
      ]);
      response.end(text);
    });
  }

  server.on("connection", (socket) => {
    // Dark or not, a connection is taken: a request on it is recorded before it is reset.
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    failNext(path, { times = 1, status = 503 } = {}) {
      faults.push({ path, left: times, status });
    },
    heal(path) {
      for (const fault of faults) if (!path || fault.path.source === path.source) fault.left = 0;
    },
    holdNext(path) {
      const hold: (typeof holds)[number] = { path, taken: false, released: false };
      holds.push(hold);
      return () => {
        if (hold.released) return;
        hold.released = true;
        hold.serve?.();
      };
    },
    injectNext(path, html, { times = 1 } = {}) {
      edits.push({ path, edit: (page) => page.replace("</body>", `${html}</body>`), left: times });
    },
    alterNext(path, code) {
      edits.push({ path, edit: (script) => `${script}\n${code}\n`, left: 1 });
    },
    goDark() {
      dark = true;
      for (const request of inFlight) request.destroy();
      for (const socket of sockets) socket.resetAndDestroy();
    },
    goLight() {
      dark = false;
    },
    withoutOfflineWorker() {
      noWorker = true;
    },
    switchTo(target) {
      upstream = new URL(target);
    },
    requests(path) {
      return path ? seen.filter((seenPath) => path.test(seenPath)) : [...seen];
    },
    close() {
      for (const request of inFlight) request.destroy();
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
