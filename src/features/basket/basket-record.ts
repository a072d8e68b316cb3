// The basket as a record kept in the tab: each line's id and its product's id, nothing else, so an
// edited record can change neither a title nor a price. It imports nothing: the basket hint
// (basket-hint.inline.ts) bundles it into its text, before any module runs.

/** The record's format: a record in any other is ignored. */
export const BASKET_RECORD_VERSION = 1;
/** Past this many characters a record is ignored unread: 200 lines take about 6 kB. */
export const MAX_RECORD_LENGTH = 100_000;
/** A line id the shop makes is `line-` and a number; a longer one is not the shop's. */
const MAX_ID_LENGTH = 64;

/** One line as the record keeps it. */
export interface RecordedLine {
  lineId: string;
  productId: string;
}

/** The record of `lines`, in order. */
export function basketRecordOf(lines: readonly { lineId: string; id: string }[]): string {
  return JSON.stringify({
    v: BASKET_RECORD_VERSION,
    lines: lines.map(({ lineId, id }) => [lineId, id]),
  });
}

const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH;

/**
 * The lines of a record, in order, or none when it is not one: too long, not JSON, another version,
 * or a line that is not two ids (a repeated line id included). Never throws.
 */
export function linesOfRecord(record: string | null | undefined): RecordedLine[] {
  if (typeof record !== "string" || record.length > MAX_RECORD_LENGTH) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return [];
  }
  if (typeof parsed !== "object" || parsed === null) return [];
  const { v, lines } = parsed as { v?: unknown; lines?: unknown };
  if (v !== BASKET_RECORD_VERSION || !Array.isArray(lines)) return [];
  const recorded: RecordedLine[] = [];
  const lineIds = new Set<string>();
  for (const line of lines) {
    if (!Array.isArray(line) || line.length !== 2) return [];
    const [lineId, productId] = line as unknown[];
    if (!isId(lineId) || !isId(productId) || lineIds.has(lineId)) return [];
    lineIds.add(lineId);
    recorded.push({ lineId, productId });
  }
  return recorded;
}
