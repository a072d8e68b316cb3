// It imports nothing: the inline scripts bundle it.

/** The current history entry's state as fields, or undefined where it holds none. */
export function historyState(): Record<string, unknown> | undefined {
  const state: unknown = history.state;
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>) : undefined;
}
