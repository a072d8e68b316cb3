// What a journey reaches for, named as a shopper names it: by role and name, label or visible text.
// Testing Library answers inside the page, so every engine answers the same way.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** A string matches the whole (normalised) name; a pattern matches anywhere in it. */
type Name = string | RegExp;

export type Target = (
  | { role: string; name?: Name; level?: number; busy?: boolean }
  | { label: string }
  | { text: Name }
) & {
  /** Only inside the (every) element this target finds. */
  within?: Target;
  /** Only the matches that hold an element this target finds (say, an article by its heading). */
  has?: Target;
  /** Of several matches, the one at this index (negative counts from the end). */
  nth?: number;
};

/** A target as it crosses into the page: patterns as source and flags. */
type WireName = string | { source: string; flags: string };
interface WireTarget {
  role?: string;
  name?: WireName;
  level?: number;
  busy?: boolean;
  label?: string;
  text?: WireName;
  within?: WireTarget;
  has?: WireTarget;
  nth?: number;
}

/** For messages: `button "Sign In"`, `label "E-mail"`, `text /Subtotal/`. */
export function describeTarget(target: Target): string {
  const own =
    "role" in target
      ? `${target.role}${target.name === undefined ? "" : ` ${JSON.stringify(String(target.name))}`}`
      : "label" in target
        ? `label ${JSON.stringify(target.label)}`
        : `text ${String(target.text)}`;
  const has = target.has ? ` with ${describeTarget(target.has)}` : "";
  const nth = target.nth === undefined ? "" : ` #${target.nth}`;
  return target.within ? `${own}${has}${nth} in ${describeTarget(target.within)}` : `${own}${has}${nth}`;
}

/** Testing Library's DOM queries as one script, run in a page to define `TestingLibraryDom`. */
export const TESTING_LIBRARY_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
);

/**
 * Runs in the page (it must stay self-contained: it is sent as source). Returns every element the
 * target finds, the string "missing" when this document has no Testing Library yet, or "unparsed"
 * when it has no body yet (a document just opened: nothing to find, and nothing to say it is not there).
 */
export function findInPage(target: WireTarget): Element[] | "missing" | "unparsed" {
  type Matcher = string | RegExp;
  type Queries = {
    queryAllByRole(
      c: Element,
      role: string,
      o: { name?: Matcher; level?: number; busy?: boolean },
    ): Element[];
    queryAllByLabelText(c: Element, text: Matcher): Element[];
    queryAllByText(c: Element, text: Matcher): Element[];
  };
  const queries = (window as unknown as { TestingLibraryDom?: Queries }).TestingLibraryDom;
  if (!queries) return "missing";
  const body = document.body;
  if (!body) return "unparsed";
  const matcher = (name: WireName): Matcher =>
    typeof name === "string" ? name : new RegExp(name.source, name.flags);
  const find = (wanted: WireTarget, root: Element = body): Element[] => {
    const containers = wanted.within ? find(wanted.within, root) : [root];
    const found = new Set<Element>();
    for (const container of containers) {
      const matches = wanted.role
        ? queries.queryAllByRole(container, wanted.role, {
            ...(wanted.name === undefined ? {} : { name: matcher(wanted.name) }),
            ...(wanted.level === undefined ? {} : { level: wanted.level }),
            ...(wanted.busy === undefined ? {} : { busy: wanted.busy }),
          })
        : wanted.label
          ? queries.queryAllByLabelText(container, wanted.label)
          : queries.queryAllByText(container, matcher(wanted.text ?? ""));
      for (const match of matches) found.add(match);
    }
    const has = wanted.has;
    const all = has ? [...found].filter((match) => find(has, match).length > 0) : [...found];
    if (wanted.nth === undefined) return all;
    const one = all.at(wanted.nth);
    return one ? [one] : [];
  };
  return find(target);
}
