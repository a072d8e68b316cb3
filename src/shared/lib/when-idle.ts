/** Runs `callback` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Without idle callbacks (WebKit), a short wait stands in for idleness, never past the timeout.
  const handle = window.setTimeout(callback, Math.min(200, timeout));
  return () => window.clearTimeout(handle);
}
