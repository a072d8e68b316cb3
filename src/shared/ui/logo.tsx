import "./logo.css";

/** The Bazaar wordmark: a drawn shop awning and the name. Decorative text is in the label. */
// Stryker disable next-line StringLiteral: the default tone only ends a class name, the word's colour
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <svg
      // Stryker disable next-line StringLiteral: a class name is the look, which happy-dom does not paint
      className={`logo logo--${tone}`}
      viewBox="0 0 132 36"
      width="132"
      height="36"
      role="img"
      aria-label="Bazaar"
    >
      <path className="logo__awning" d="M3 8h26l-2 7c-1 3-4 3-5 0-1 3-4 3-5 0-1 3-4 3-5 0-1 3-4 3-5 0z" />
      <path className="logo__stall" d="M6 17h20v13H6z" fill="none" strokeWidth="2.5" />
      <text className="logo__word" x="36" y="25">
        bazaar
      </text>
      <path
        className="logo__smile"
        d="M38 30c18 6 40 6 60 0"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
