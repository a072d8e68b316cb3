import { createContext, type ReactNode, useCallback, useContext, useRef } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the whole page. A message is written into the region, not kept as
 * React state, so an announced press costs one render however quickly presses come.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const region = useRef<HTMLParagraphElement>(null);
  const announce = useCallback((message: string) => {
    if (region.current) region.current.textContent = message;
  }, []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <p ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
    </AnnounceContext>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}
