// A record for each entry of the tab's history, in sessionStorage under the entry's id: a new entry
// has none, and Back finds the one it had. Inline scripts bundle it, so it imports only plain code.
import { historyState } from "./history-state";

/** The field of history.state that names the entry's records, where the router has named none. */
const ENTRY_FIELD = "bazaarEntry";
/** The router's own name for each entry it makes (React Router's history state: usr, key, idx). */
const ROUTER_KEY_FIELD = "key";
const KEY_PREFIX = "bazaar:entry:";
/** The entries with records, oldest first: past KEPT_ENTRIES the oldest's records go. */
const ENTRIES_KEY = "bazaar:entries";
/** More than a tab's history usually holds (Chromium keeps 50 entries). */
const KEPT_ENTRIES = 50;

/**
 * The entry's id: the one this module gave it, or else the router's key, which an entry a link made
 * has before any render, so a record written at pagehide (when browsers ignore replaceState) finds it.
 */
function entryId(): string | undefined {
  const state = historyState();
  const id = state?.[ENTRY_FIELD] ?? state?.[ROUTER_KEY_FIELD];
  return typeof id === "string" && id !== "" ? id : undefined;
}

/** Names the current entry `id`, keeping the rest of its state (the router's). */
function nameEntry(id: string): string {
  history.replaceState({ ...historyState(), [ENTRY_FIELD]: id }, "");
  return id;
}

/**
 * Chromium loads a discarded tab with no history state but with its sessionStorage: its page recorded
 * its entry last, as the tab was hidden, so that entry is named again.
 */
function discardedEntryId(): string | undefined {
  if (!(document as { wasDiscarded?: boolean }).wasDiscarded) return undefined;
  const id = recordedEntries().at(-1);
  return id && nameEntry(id);
}

/** The entries with records, the one written last at the end. */
function recordedEntries(): string[] {
  const entries: unknown = JSON.parse(sessionStorage.getItem(ENTRIES_KEY) ?? "[]");
  return Array.isArray(entries) ? entries.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The entry's id, given to it now if it had none. */
function ensureEntryId(): string {
  return entryId() ?? nameEntry(crypto.randomUUID());
}

const keyOf = (id: string, name: string) => `${KEY_PREFIX}${id}:${name}`;

/** The current entry's record called `name`, or null: none, or storage that throws. */
export function readEntryRecord(name: string): string | null {
  try {
    const id = entryId() ?? discardedEntryId();
    return id ? sessionStorage.getItem(keyOf(id, name)) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `record` as the current entry's `name`. Storage that throws (full, blocked) keeps nothing:
 * the page works as it would without a record.
 */
export function writeEntryRecord(name: string, record: string): void {
  try {
    const id = ensureEntryId();
    sessionStorage.setItem(keyOf(id, name), record);
    const entries = recordedEntries().filter((entry) => entry !== id);
    entries.push(id);
    for (const old of entries.splice(0, Math.max(0, entries.length - KEPT_ENTRIES))) {
      sessionStorage.removeItem(keyOf(old, name));
    }
    sessionStorage.setItem(ENTRIES_KEY, JSON.stringify(entries));
  } catch {
    // Nothing kept: after the page is thrown away, it starts as a new page does.
  }
}
