import { type Context, useContext } from "react";

/** A context's value from its provider above the caller; without one, an error that names it. */
export function useProvided<T>(context: Context<T | null>, provider: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`This component must be rendered inside <${provider}>.`);
  return value;
}
