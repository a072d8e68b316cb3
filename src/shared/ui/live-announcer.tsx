import { createContext, type ReactNode, useCallback, useContext, useRef } from "react";
import { LIVE_REGION, say } from "./live-region";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the whole page. A message is written into the region, not kept as
 * React state, so an announced press costs one render however quickly presses come. The region
 * belongs to the page shown (`page`, its address): another page gets an empty one, so a screen
 * reader walking it never meets what was said on the page before.
 */
export function LiveAnnouncer({ page, children }: { page: string; children: ReactNode }) {
  const region = useRef<HTMLParagraphElement>(null);
  const announce = useCallback((message: string) => say(region.current, message), []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <p key={page} ref={region} className="visually-hidden" role="status" {...LIVE_REGION} />
    </AnnounceContext>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}
