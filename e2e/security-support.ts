import type { Page } from "@playwright/test";

export interface CspReport {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Records every Content-Security-Policy violation on the page, across navigations: the DOM's
 * 'securitypolicyviolation' events and any console line about the policy.
 */
export async function recordCspViolations(page: Page): Promise<CspReport[]> {
  const reports: CspReport[] = [];
  await page.exposeFunction("__bazaarCspViolation", (report: CspReport) => reports.push(report));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __bazaarCspViolation: (report: unknown) => void })
          .__bazaarCspViolation;
        report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      reports.push({ directive: "console", blocked: message.text(), page: new URL(page.url()).pathname });
    }
  });
  return reports;
}
