// Small helpers for the benchmark's report: medians and plain-text tables.

/** The median of the finite numbers in `values`, or null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `value` with `digits` decimals, or '–' when it is missing. */
export function fixed(value, digits = 0) {
  return value === null || value === undefined || !Number.isFinite(value) ? "–" : value.toFixed(digits);
}

/** Bytes as kilobytes (1024) with one decimal. */
export function kb(bytes) {
  return fixed(bytes === null || bytes === undefined ? null : bytes / 1024, 1);
}

/**
 * A plain-text table: `columns` are { title, align: 'left' | 'right' }, `rows` arrays of strings.
 * A row that is null draws a separator line.
 */
export function formatTable(columns, rows) {
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.filter(Boolean).map((row) => String(row[index]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) =>
        columns[index].align === "left"
          ? String(cell).padEnd(widths[index])
          : String(cell).padStart(widths[index]),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [
    line(columns.map((column) => column.title)),
    rule,
    ...rows.map((row) => (row ? line(row) : rule)),
  ].join("\n");
}
