import { beforeEach, describe, expect, it } from "vitest";
import { controlNow } from "./control-now";

/** Two product cards, as the page renders them: each button described by its card's title. */
const cards = (prefix: string) => `
  <article><h2 id="${prefix}1">Kettle</h2><button type="button" aria-describedby="${prefix}1">Add to Basket</button></article>
  <article><h2 id="${prefix}2">Television</h2><button type="button" aria-describedby="${prefix}2">Add to Basket</button></article>
  <a href="/checkout">Basket</a>`;

/** The page as a render leaves it, new elements in place of the old: the old ones, taken out. */
function renderAgain(): Element {
  const old = document.createElement("div");
  old.append(...document.body.childNodes);
  document.body.innerHTML = cards("new-");
  return old;
}

beforeEach(() => {
  document.body.innerHTML = cards("old-");
});

describe("the control a held press stands for now", () => {
  it("is the pressed control itself while it is on the page", () => {
    const television = document.querySelectorAll("button")[1] as HTMLElement;
    expect(controlNow(television)).toBe(television);
  });

  it("is the one that took its place after a render, by its words and the product it names", () => {
    const old = renderAgain();
    const [kettle, television] = [...old.querySelectorAll("button")] as HTMLElement[];
    const link = old.querySelector("a") as HTMLElement;
    expect(controlNow(television as HTMLElement)?.getAttribute("aria-describedby")).toBe("new-2");
    expect(controlNow(kettle as HTMLElement)?.getAttribute("aria-describedby")).toBe("new-1");
    expect(controlNow(link)).toBe(document.querySelector("a"));
  });

  it("is none when the page has no such control any more", () => {
    const old = renderAgain();
    document.querySelectorAll("article")[1]?.remove();
    expect(controlNow(old.querySelectorAll("button")[1] as HTMLElement)).toBeUndefined();
  });
});
