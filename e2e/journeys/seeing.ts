// In the page (each function is sent as source, so each stands alone): what a shopper sees of the
// layout, and the ways of seeing a shopper may bring (WCAG 1.4.12 text spacing, text at 200%), as
// a user stylesheet or an extension brings them: the page's policy refuses an injected <style>,
// but not styles set through the CSSOM.

/** The boxes a phone-first layout is held to. */
export function layoutBoxes() {
  const top = (element: Element | null | undefined) => element?.getBoundingClientRect().top ?? Number.NaN;
  const bottom = (element: Element | null | undefined) =>
    element?.getBoundingClientRect().bottom ?? Number.NaN;
  const departments = [...document.querySelectorAll("nav[aria-label='Departments'] li")];
  const row = document.querySelector("header section[aria-label]");
  const rowBox = row?.getBoundingClientRect();
  const buttons = [...document.querySelectorAll("main button")];
  const named = (text: string) => buttons.find((button) => button.textContent?.trim() === text);
  return {
    viewport: { width: innerWidth, height: innerHeight },
    header: document.querySelector("header")?.getBoundingClientRect().height ?? Number.NaN,
    departmentLines: new Set(departments.map((item) => Math.round(top(item)))).size,
    departments: departments.length,
    /** Whether the departments' line scrolls, and where it has more beyond its edges. */
    row: row && {
      scrolls: row.scrollWidth > row.clientWidth + 1,
      moreBefore: row.hasAttribute("data-more-before"),
      moreAfter: row.hasAttribute("data-more-after"),
      // The last item in sight runs under the fade at the line's end: the cue that the line goes
      // on. (The fade is wider than the room between two items' words, so some words always do.)
      cutAtEnd: [...row.querySelectorAll("span, li a")].some((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const words = range.getBoundingClientRect();
        const fade = Number.parseFloat(getComputedStyle(row, "::after").width);
        return (
          rowBox !== undefined && fade > 0 && words.left < rowBox.right && words.right > rowBox.right - fade
        );
      }),
    },
    firstAddBottom: bottom(named("Add to Basket")),
    proceedBottom: bottom(named("Proceed to Checkout")),
    subtotalTop: top(
      [...document.querySelectorAll("main p")].find((p) => p.textContent?.startsWith("Subtotal (")),
    ),
    screens: document.documentElement.scrollHeight / innerHeight,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    /** The element that reaches furthest past the viewport's right edge, if any: what makes it scroll. */
    widest: [...document.querySelectorAll("body *")]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > document.documentElement.clientWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}.${element.className} to ${Math.round(right)}`,
      ),
  };
}

/** Scrolls the departments' line to its end; resolves after the next frame. */
export function scrollDepartmentsToEnd(): Promise<void> {
  const row = document.querySelector("header section[aria-label]");
  if (row) row.scrollLeft = row.scrollWidth;
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}

/** WCAG 1.4.12's spacing on every element, as the W3C's text-spacing bookmarklet sets it. */
export function applyTextSpacing(): void {
  for (const element of document.querySelectorAll<HTMLElement>("body, body *")) {
    element.style.setProperty("line-height", "1.5", "important");
    element.style.setProperty("letter-spacing", "0.12em", "important");
    element.style.setProperty("word-spacing", "0.16em", "important");
    if (element.tagName === "P") element.style.setProperty("margin-bottom", "2em", "important");
  }
}

/** Text at 200%, as a browser's font-size setting makes it: the root's size doubled. */
export function applyLargeText(): void {
  document.documentElement.style.setProperty("font-size", "200%");
}

/**
 * What text a shopper could not read: text cut by a box that hides its overflow (a box that scrolls
 * does not count: its text can be scrolled to), and text over other text. In words, none if empty.
 */
export function textFaults(): string[] {
  const faults: string[] = [];
  const boxes: { text: string; box: DOMRect; node: Text }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const hidesOverflow = (style: CSSStyleDeclaration) =>
    [style.overflowX, style.overflowY].some((value) => value === "hidden" || value === "clip");
  const scrolls = (style: CSSStyleDeclaration) =>
    [style.overflowX, style.overflowY].some((value) => value === "auto" || value === "scroll");
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    const parent = node.parentElement;
    if (!text || !parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (parent.closest("[aria-hidden='true'], svg")) continue;
    // Text meant for screen readers alone (.visually-hidden, the skip link until focused) is clipped whole.
    let forReadersAlone = false;
    for (
      let ancestor: Element | null = parent;
      ancestor && !forReadersAlone;
      ancestor = ancestor.parentElement
    ) {
      forReadersAlone = getComputedStyle(ancestor).clipPath !== "none";
    }
    if (forReadersAlone) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (box.width < 1 || box.height < 1) continue;
      boxes.push({ text, box, node: node as Text });
      for (let ancestor = parent as Element | null; ancestor; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (scrolls(style)) break;
        if (!hidesOverflow(style)) continue;
        const edge = ancestor.getBoundingClientRect();
        if (
          box.left < edge.left - 1 ||
          box.right > edge.right + 1 ||
          box.top < edge.top - 1 ||
          box.bottom > edge.bottom + 1
        )
          faults.push(`"${text}" is cut by ${ancestor.tagName.toLowerCase()}.${ancestor.className}`);
        break;
      }
    }
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      if (a.node === b.node) continue;
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (across > 2 && down > 2) faults.push(`"${a.text}" overlaps "${b.text}"`);
    }
  }
  return [...new Set(faults)];
}

/** The focused element, told apart from every other (twelve buttons share one label): a number and words. */
export function focusStop(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const page = window as Window & { __focusStops?: WeakMap<Element, number>; __focusStopCount?: number };
  page.__focusStops ??= new WeakMap();
  if (!page.__focusStops.has(focused)) {
    page.__focusStopCount = (page.__focusStopCount ?? 0) + 1;
    page.__focusStops.set(focused, page.__focusStopCount);
  }
  const words = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
  return `${page.__focusStops.get(focused)}: ${focused.tagName.toLowerCase()} "${words}"`;
}

/**
 * Whether the focused element is hidden, even in part: outside the viewport, or under anything
 * fixed or sticky (WCAG 2.4.12). In words, or null when it is wholly seen (or nothing has focus).
 */
export function focusHidden(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  // The browser scrolls focus into view (Firefox leaves a stop that is partly in view where it is);
  // what a page must not do is cover it.
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40)}"`;
  if (box.bottom < 1 || box.right < 1 || box.top > innerHeight - 1 || box.left > innerWidth - 1)
    return `${name} at ${Math.round(box.top)}..${Math.round(box.bottom)} is wholly outside the ${innerHeight} px viewport`;
  for (const element of document.querySelectorAll("body *")) {
    const position = getComputedStyle(element).position;
    if (position !== "fixed" && position !== "sticky") continue;
    if (element.contains(focused) || focused.contains(element)) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const cover = element.getBoundingClientRect();
    const across = Math.min(cover.right, box.right) - Math.max(cover.left, box.left);
    const down = Math.min(cover.bottom, box.bottom) - Math.max(cover.top, box.top);
    if (across > 0 && down > 0 && cover.width > 0 && cover.height > 0)
      return `${name} is under the ${position} ${element.tagName.toLowerCase()}.${element.className}`;
  }
  return null;
}
