// What a screen reader says, walking each page from top to bottom (@guidepup/virtual-screen-reader
// over the rendered app). Each walk is a committed transcript: a change to what a reader hears shows
// in review. The header's walk, the same above every store page, is one transcript (header.txt);
// each page's own starts at its main landmark. `npx vitest run -u src/app/screen-reader-walk.test.tsx` rewrites them after a change
// meant to be heard.
import { virtual } from "@guidepup/virtual-screen-reader";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as pages from "../pages/all-pages";
import type { Page } from "../pages/page";
import { renderApp } from "../test/render-app";
import { PAGE_VIEWS } from "./page-views";

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

/**
 * A walk cut where the page's own part begins, at its main landmark: above it, on the store's
 * pages, is the header, whose walk is one transcript (transcripts/header.txt) for them all.
 */
function cutAtMain(phrases: string[]): { above: string[]; own: string[] } {
  const main = phrases.indexOf("main");
  if (main < 0) throw new Error("The walk met no main landmark.");
  return { above: phrases.slice(0, main), own: phrases.slice(main) };
}
const times = (phrases: string[], words: string) => phrases.filter((phrase) => phrase.includes(words)).length;

/** The transcript's file: `notFound` → transcripts/not-found.txt. */
const transcriptFile = (name: string) =>
  `transcripts/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.txt`;

describe("a screen reader's walk", () => {
  for (const [name, page] of Object.entries<Page>(pages)) {
    const { layout } = PAGE_VIEWS[name as keyof typeof PAGE_VIEWS];
    it(`of the ${name} page, as a shopper first meets it${layout === "store" ? ", below the header" : ""}`, async () => {
      renderApp({ path: page.path });
      await screen.findByRole("heading", { level: 1 });
      const phrases = await walk();
      if (layout === "bare") {
        await expect(transcript(phrases)).toMatchFileSnapshot(transcriptFile(name));
        return;
      }
      const { above, own } = cutAtMain(phrases);
      await expect(transcript(above)).toMatchFileSnapshot("transcripts/header.txt");
      await expect(transcript(own)).toMatchFileSnapshot(transcriptFile(name));
    });
  }

  it("of the home page says each card's title twice: its heading and its button", async () => {
    renderApp({ path: pages.home.path });
    await screen.findByRole("heading", { name: "Featured products" });
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "");
    expect(titles).toHaveLength(12);
    const phrases = await walk();
    for (const title of new Set(titles)) {
      const cards = titles.filter((other) => other === title).length;
      expect(times(phrases, title), title).toBe(2 * cards);
    }
  });

  it("of the checkout page with two lines", async () => {
    const { user } = renderApp({ path: pages.home.path });
    const [first, second] = await screen.findAllByRole("button", { name: "Add to Basket" });
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    await user.click(screen.getByRole("link", { name: "Basket, 2 items" }));
    await screen.findByRole("heading", { name: "Your shopping Basket" });
    await expect(transcript(cutAtMain(await walk()).own)).toMatchFileSnapshot(
      "transcripts/checkout-two-lines.txt",
    );
  });
});
