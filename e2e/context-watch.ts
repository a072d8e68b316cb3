// Chromium, through Playwright: the problems (problems.ts) of every page of a browser context, its
// popups and new tabs included, for the Chromium-only specs (fixtures.ts) and the journeys' driver.
import type { BrowserContext, Page } from "@playwright/test";
import {
  errorAnswer,
  failedRequest,
  integrityFailureAddress,
  isCancellation,
  isLoadFailureEcho,
  isShopAddress,
  near,
  type Seen,
} from "./problems";

export class ContextWatch {
  private readonly seen: string[] = [];
  /** Chromium's console line for a failed load, kept only when no answer or failure of its address was seen. */
  private readonly echoes: (Seen & { text: string })[] = [];
  /** Reports of bytes that failed their integrity check, until an error answer explains them. */
  private readonly integrityFailures: (Seen & { text: string })[] = [];
  private readonly errorAnswers: Seen[] = [];
  private readonly failedLoads = new Set<string>();

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on("page", (page) => this.watchPage(page));
    // Context-wide: every page, popup and worker of the context.
    context.on("response", (response) => {
      if (response.status() < 400 || !isShopAddress(response.url())) return;
      this.errorAnswers.push({ at: Date.now(), url: response.url() });
      this.seen.push(errorAnswer(response.status(), response.url()));
    });
    context.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "no reason given";
      this.failedLoads.add(request.url());
      if (!isCancellation(reason) && isShopAddress(request.url()))
        this.seen.push(failedRequest(reason, request.url()));
    });
  }

  private watchPage(page: Page): void {
    page.on("pageerror", (error) => this.seen.push(`uncaught on ${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      const type = message.type();
      if (type !== "error" && type !== "warning") return;
      const text = `console ${type} on ${page.url()}: ${message.text()}`;
      const at = Date.now();
      const integrity = integrityFailureAddress(message.text());
      if (integrity) this.integrityFailures.push({ at, url: integrity, text });
      else if (isLoadFailureEcho(message.text())) this.echoes.push({ at, url: message.location().url, text });
      else this.seen.push(text);
    });
  }

  /** What was seen and nothing seen explains, in words. */
  problems(): string[] {
    const answered = (echo: Seen) =>
      this.failedLoads.has(echo.url) || this.errorAnswers.some(({ url }) => url === echo.url);
    return [
      ...this.seen,
      ...this.echoes.filter((echo) => !answered(echo)).map(({ text }) => text),
      ...this.integrityFailures.filter((report) => !near(this.errorAnswers, report)).map(({ text }) => text),
    ];
  }

  forget(): void {
    for (const list of [this.seen, this.echoes, this.integrityFailures, this.errorAnswers]) list.length = 0;
    this.failedLoads.clear();
  }
}
