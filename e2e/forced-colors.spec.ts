// Forced colours (Windows' contrast themes), which only Chromium emulates: every icon, the basket's
// count, the search field's edge and every focus ring stay visible. Box shadows and backgrounds are
// dropped in forced colours, so edges and rings are borders and outlines, and icons draw in
// currentColor. The other ways of seeing, in every engine: e2e/journeys/seeing.spec.ts.
import type { Page } from "@playwright/test";
import { DESKTOP, openSettled, PHONE } from "./a11y-support";
import { expect, test } from "./fixtures";

test.use({ colorScheme: "light" });

/** In the page: the colour that `element` is painted over (its first ancestor with a background). */
function backgroundBehind(element: Element): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    // See-through, whatever its colour: forced colours keep a colour's alpha.
    if (colour !== "transparent" && !/^rgba\(.*, 0\)$/.test(colour)) return colour;
  }
  return getComputedStyle(document.documentElement).backgroundColor;
}

/** `check`'s text, to run in the page with backgroundBehind beside it. */
const besideBackgroundBehind = (check: () => unknown) =>
  `(() => { const backgroundBehind = ${backgroundBehind.toString()}; return (${check.toString()})(); })()`;

/** What a shopper in forced colours would not see: icons, the count, the search field's edge. */
async function unseen(page: Page): Promise<string[]> {
  return await page.evaluate(`(() => {
    const backgroundBehind = ${backgroundBehind.toString()};
    const faults = [];
    const icons = [...document.querySelectorAll("svg[aria-hidden='true']")].filter((icon) => icon.checkVisibility());
    for (const icon of icons) {
      const style = getComputedStyle(icon.querySelector("path, circle, rect, polygon") ?? icon);
      const paint = style.stroke !== "none" ? style.stroke : style.fill;
      const behind = backgroundBehind(icon.parentElement);
      if (paint === "none" || paint === behind)
        faults.push("an icon in " + icon.parentElement.className + " paints " + paint + " over " + behind);
    }
    const count = document.querySelector("header a[href='/checkout'] span");
    if (count && getComputedStyle(count).color === backgroundBehind(count))
      faults.push("the basket's count is the colour of its background");
    const search = document.querySelector("input[type='search']");
    if (search) {
      const style = getComputedStyle(search);
      const edge = Number.parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== "none";
      if (!edge || style.borderTopColor === backgroundBehind(search.parentElement))
        faults.push("the search field has no edge: border " + style.borderTopWidth + " " + style.borderTopStyle + " " + style.borderTopColor);
    }
    return faults;
  })()`);
}

/** In the page: why the focused element's ring would not show in forced colours, or null. */
function ringUnseen(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const style = getComputedStyle(focused);
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 30)}"`;
  if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2)
    return `${name} shows its focus by ${style.boxShadow === "none" ? "nothing" : "a box shadow"}, not an outline`;
  return null;
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const path of ["/", "/checkout", "/login"]) {
    test(`in forced colours at ${viewport.width} px, ${path} keeps its icons, count, search edge and focus rings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ forcedColors: "active" });
      await openSettled(page, path);
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
      expect(await unseen(page)).toEqual([]);
      const stops: string[] = [];
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press("Tab");
        // Twelve buttons share one label: each stop is told apart by the element itself.
        const stop = await page.evaluate(() => {
          const page = window as Window & { __stops?: Element[] };
          page.__stops ??= [];
          const seen = page.__stops;
          const focused = document.activeElement as Element;
          if (!seen.includes(focused)) seen.push(focused);
          return `${seen.indexOf(focused)}`;
        });
        if (stops.includes(stop)) break;
        stops.push(stop);
        expect(await page.evaluate(ringUnseen), `focus ring at stop ${press + 1}`).toBeNull();
      }
      expect(stops.length).toBeGreaterThan(3);
    });
  }
}

/** In the page: why the logo's word would not show in forced colours (its paint, over what), or null. */
function logoWordUnseen(): string | null {
  const word = document.querySelector(".logo__word");
  if (!word?.parentElement) return "no logo on the page";
  const probe = document.createElement("span");
  document.body.append(probe);
  const systemColour = (name: string) => {
    probe.style.color = name;
    return getComputedStyle(probe).color;
  };
  const system = new Set(["CanvasText", "LinkText", "ButtonText"].map(systemColour));
  probe.remove();
  const behind = backgroundBehind(word.parentElement);
  const fill = getComputedStyle(word).fill;
  if (fill === behind || !system.has(fill)) return `the word paints ${fill} over ${behind}`;
  return null;
}

test("in light and dark forced colours, at 320, 390 and 1440 px, the logo's word is drawn in a system colour", async ({
  page,
}) => {
  // One load of each page with a logo, its theme and width changed in place, as a shopper's can be.
  const unseenWords: string[] = [];
  for (const path of ["/", "/login"]) {
    await page.emulateMedia({ forcedColors: "active", colorScheme: "light" });
    await openSettled(page, path);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      for (const width of [320, 390, 1440]) {
        await page.setViewportSize({ width, height: 844 });
        const unseen = await page.evaluate(besideBackgroundBehind(logoWordUnseen));
        if (unseen) unseenWords.push(`${path} in ${colorScheme} at ${width} px: ${unseen}`);
      }
    }
  }
  expect(unseenWords).toEqual([]);
});
