import { type ReactNode, useEffect, useRef, useState } from "react";
import "./scroll-row.css";

interface ScrollRowProps {
  /** The row's name, said when it takes focus. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row that scrolls sideways when it is wider than the screen, with a fade at each edge that has
 * more beyond it. It takes focus itself, so the keyboard can scroll it when nothing in it can be
 * focused (WCAG 2.1.1); its stylesheet decides when it is a row at all.
 */
// Stryker disable next-line StringLiteral: the default class name is styling, which happy-dom does not apply
export function ScrollRow({ label, className = "", children }: ScrollRowProps) {
  const row = useRef<HTMLElement>(null);
  // As the page first paints: at the start, with whatever lies beyond the end.
  const [moreBefore, setMoreBefore] = useState(false);
  const [moreAfter, setMoreAfter] = useState(true);

  // Follows the browser's scrolling and sizing, which React does not see.
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const beyond = element.scrollWidth - element.clientWidth;
      const scrolled = Math.abs(element.scrollLeft);
      setMoreBefore(scrolled > 1);
      setMoreAfter(beyond - scrolled > 1);
    };
    update();
    // The window's size, not a ResizeObserver: the line is as wide as the screen, and WebKit reports
    // an observer's notifications as a loop when the window is resized while the row's layout changes.
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  return (
    <section
      ref={row}
      className={`scroll-row ${className}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box the keyboard must reach (WCAG 2.1.1)
      tabIndex={0}
      data-more-before={moreBefore || undefined}
      data-more-after={moreAfter || undefined}
    >
      {children}
    </section>
  );
}
