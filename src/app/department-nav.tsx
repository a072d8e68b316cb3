const DEPARTMENTS = [
  "All",
  "Prime Video",
  "Business",
  "Today's Deals",
  "Best Sellers",
  "Kindle",
  "Customer Service",
  "Books",
  "Music",
] as const;

/**
 * The spec's "static links that go nowhere": placeholder links, an `a` with no `href`, which HTML
 * defines as standing "where a link might otherwise have been placed". With no `href` there is
 * nothing to follow, with a script or without, so nothing needs to be prevented or marked
 * unavailable: no link role (screen readers read the name as text), no stop in the tab order.
 */
export function DepartmentNav() {
  return (
    <nav className="departments" aria-label="Departments">
      <ul className="departments__list">
        {DEPARTMENTS.map((name) => (
          <li key={name}>
            {/* biome-ignore lint/a11y/useValidAnchor: a placeholder link (no href) is what docs/product.md asks for; it has no click handler to stand in for a button */}
            <a className="departments__link">{name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
