import { createContext, type ReactNode, useContext, useState } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** One polite live region for the whole page: screen readers hear what changed. */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  return (
    <AnnounceContext value={setMessage}>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
    </AnnounceContext>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}
