/**
 * What a control is, as the shopper knows it: its kind, its words, where it leads, and the words it
 * is described by (a product's title, for 'Add to Basket'). Read in the tree the control is in, the
 * page's or, once a render has replaced it, the part of the old page it was taken out with.
 */
function identityOf(control: HTMLElement): string {
  const tree = control.getRootNode() as ParentNode;
  const described = (control.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => tree.querySelector?.(`[id="${CSS.escape(id)}"]`)?.textContent?.trim() ?? "");
  return JSON.stringify([
    control.localName,
    control.textContent?.trim(),
    control.getAttribute("href"),
    described,
  ]);
}

/**
 * The control a held press stands for now: itself while it is on the page; where a render replaced
 * it (the app drawn afresh over a page thrown away, or hydration over markup a translator changed),
 * the first control on the page that is the same one. Of two cards of one product, either adds it,
 * and either line of one product removes the first. Undefined when the page has none.
 */
export function controlNow(pressed: HTMLElement): HTMLElement | undefined {
  if (pressed.isConnected) return pressed;
  const identity = identityOf(pressed);
  return [...document.querySelectorAll<HTMLElement>(pressed.localName)].find(
    (control) => identityOf(control) === identity,
  );
}
