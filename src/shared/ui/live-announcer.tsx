import { createContext, type ReactNode, useCallback, useContext, useRef } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the whole page: screen readers hear what changed. A message is
 * written into the region itself, not kept as React state: announcements are made once a change
 * has rendered (the basket's, with its new count), and a state update there would chain a second
 * render to every press; presses quicker than the page's own tasks chain them until React stops
 * with its error #185 ('Maximum update depth exceeded').
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
