// What a screen reader says, walking each page from top to bottom (@guidepup/virtual-screen-reader
// over the rendered app). Each walk is a committed transcript: a change to what a reader hears shows
// in review. `npx vitest run -u src/app/screen-reader-walk.test.tsx` rewrites them after a change
// meant to be heard.
import { virtual } from "@guidepup/virtual-screen-reader";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";

afterEach(async () => {
  await virtual.stop();
});

/** Every phrase a reader says, moving to the next item until the end of the document. */
async function walk(): Promise<string[]> {
  await virtual.start({ container: document.body });
  for (let step = 0; step < 2000 && (await virtual.lastSpokenPhrase()) !== "end of document"; step++) {
    await virtual.next();
  }
  return await virtual.spokenPhraseLog();
}

const transcript = (phrases: string[]) => `${phrases.join("\n")}\n`;
const times = (phrases: string[], words: string) => phrases.filter((phrase) => phrase.includes(words)).length;

describe("a screen reader's walk", () => {
  it("of the home page says each card's title twice: its heading and its button", async () => {
    renderApp({ path: "/" });
    await screen.findByRole("heading", { name: "Featured products" });
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "");
    expect(titles).toHaveLength(12);
    const phrases = await walk();
    await expect(transcript(phrases)).toMatchFileSnapshot("transcripts/home.txt");
    for (const title of new Set(titles)) {
      const cards = titles.filter((other) => other === title).length;
      expect(times(phrases, title), title).toBe(2 * cards);
    }
  });

  it("of the checkout page with two lines", async () => {
    const { user } = renderApp({ path: "/" });
    const [first, second] = await screen.findAllByRole("button", { name: "Add to Basket" });
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    await user.click(screen.getByRole("link", { name: "Basket, 2 items" }));
    await screen.findByRole("heading", { name: "Your shopping Basket" });
    await expect(transcript(await walk())).toMatchFileSnapshot("transcripts/checkout.txt");
  });

  it("of the sign-in page", async () => {
    renderApp({ path: "/login" });
    await screen.findByRole("heading", { name: "Sign in" });
    await expect(transcript(await walk())).toMatchFileSnapshot("transcripts/login.txt");
  });

  it("of the not-found page", async () => {
    renderApp({ path: "/no-such-page" });
    await screen.findByRole("heading", { level: 1 });
    await expect(transcript(await walk())).toMatchFileSnapshot("transcripts/not-found.txt");
  });
});
