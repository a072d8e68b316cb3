// Thumb-sized targets (WCAG 2.5.5, AAA): on a phone, every focusable target is at least 44 × 44 CSS
// px, save the one exception of 2.5.5 the storefront uses, a link inside a sentence. A target may be
// larger than what it draws, so each is also pressed, in the page's hit testing, at its edges.
import type { Page } from "@playwright/test";
import { addProducts, openSettled } from "./a11y-support";
import { expect, test } from "./fixtures";

const MINIMUM = 44;

/** A focusable target as a thumb meets it: its box, and where a press on that box lands elsewhere. */
interface Target {
  name: string;
  width: number;
  height: number;
  /** A link inside a sentence, which 2.5.5 lets be as small as its text. */
  inSentence: boolean;
  /** The points of its box, 2 px in from each edge's middle and at its centre, that press something else. */
  missed: string[];
}

/**
 * In the page: every focusable target that is shown, but those matching `except`, or only those
 * matching `only`, each scrolled into view and measured. A checkbox's target is its label, when the
 * label holds it: a press anywhere on the label ticks it.
 */
function targetsInPage({ only = "*", except }: { only?: string; except?: string }): Target[] {
  const selector =
    "a[href], button, input:not([type='hidden']), select, textarea, [tabindex]:not([tabindex='-1'])";
  const targets: Target[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (!element.matches(only) || (except && element.matches(except))) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || element.matches(":disabled")) continue;
    const label = element.matches("input[type='checkbox'], input[type='radio']")
      ? element.closest("label")
      : null;
    const area = label ?? element;
    area.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
    const box = area.getBoundingClientRect();
    const text = (element.ariaLabel ?? label?.textContent ?? element.textContent ?? "").trim();
    const name = `${element.tagName.toLowerCase()} '${text || (element as HTMLInputElement).placeholder || element.id}'`;
    const parentText = element.parentElement?.textContent?.trim() ?? "";
    const inSentence =
      element.tagName === "A" &&
      getComputedStyle(element).display === "inline" &&
      parentText.length > text.length;
    const points: [string, number, number][] = [
      ["centre", box.x + box.width / 2, box.y + box.height / 2],
      ["top", box.x + box.width / 2, box.top + 2],
      ["bottom", box.x + box.width / 2, box.bottom - 2],
      ["left", box.left + 2, box.y + box.height / 2],
      ["right", box.right - 2, box.y + box.height / 2],
    ];
    const missed = points.flatMap(([where, x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && area.contains(hit)
        ? []
        : [`${where} presses ${hit ? hit.tagName.toLowerCase() : "nothing"}`];
    });
    targets.push({ name, width: Math.round(box.width), height: Math.round(box.height), inSentence, missed });
  }
  return targets;
}

/** Every target too small or pressed through, as lines to read; the links in sentences go to the report. */
async function faultsOf(page: Page): Promise<string[]> {
  // The skip link is a target only while it has the keyboard's focus, as after the first Tab; then
  // it lies over the header's corner, so it is measured alone, after the others.
  const targets = await page.evaluate(targetsInPage, { except: ".skip-link" });
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await skipLink.focus();
  await expect(skipLink).toBeFocused();
  targets.push(...(await page.evaluate(targetsInPage, { only: ".skip-link" })));
  expect(targets.length, "targets found").toBeGreaterThan(5);
  const small = (target: Target) => target.width < MINIMUM || target.height < MINIMUM;
  const excused = targets.filter((target) => small(target) && target.inSentence);
  if (excused.length)
    test.info().annotations.push({
      type: "inside a sentence (WCAG 2.5.5's exception)",
      description: excused.map((target) => `${target.name} ${target.width} × ${target.height}`).join("; "),
    });
  return targets.flatMap((target) => [
    ...(small(target) && !target.inSentence
      ? [`${target.name} is ${target.width} × ${target.height} px`]
      : []),
    ...target.missed.map((miss) => `${target.name}: its ${miss}`),
  ]);
}

const PAGES: Record<string, (page: Page) => Promise<unknown>> = {
  "/": (page) => openSettled(page, "/"),
  "/checkout with two lines": async (page) => {
    await openSettled(page, "/");
    await addProducts(page, [0, 1]);
    await page.getByRole("link", { name: "Basket, 2 items" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  },
  "/login": (page) => openSettled(page, "/login"),
};

for (const viewport of [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });
    for (const [name, open] of Object.entries(PAGES)) {
      test(`every target on ${name} is at least 44 × 44 px, and a press anywhere on it lands on it`, async ({
        page,
      }) => {
        await open(page);
        expect(await faultsOf(page)).toEqual([]);
      });
    }
  });
}
