/**
 * Tells the shopper, in a browser alert, why a press on Sign Out or Try again failed: the session
 * gives each failure plain words of its own (auth-session.ts), as the spec has it for sign-in.
 */
export function alertFailure(error: unknown): void {
  window.alert(error instanceof Error ? error.message : String(error));
}
