import type { Page } from "@playwright/test";

export interface CspReport {
  directive: string;
  blocked: string;
  page: string;
}

/** Every CSP violation on the page, across navigations: the DOM's events and any console line about it. */
export async function recordCspViolations(page: Page): Promise<CspReport[]> {
  const reports: CspReport[] = [];
  await page.exposeFunction("__bazaarCspViolation", (report: CspReport) => reports.push(report));
  await page.addInitScript(() => {
    const report = (event: SecurityPolicyViolationEvent) =>
      (window as unknown as { __bazaarCspViolation: (report: CspReport) => void }).__bazaarCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      });
    document.addEventListener("securitypolicyviolation", report, true);
  });
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      reports.push({ directive: "console", blocked: message.text(), page: new URL(page.url()).pathname });
    }
  });
  return reports;
}
