import type { MouseEvent } from "react";

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

/** Department links that go nowhere yet: they are marked unavailable and never move the page. */
const stay = (event: MouseEvent) => event.preventDefault();

export function DepartmentNav() {
  return (
    <nav className="departments" aria-label="Departments">
      <ul className="departments__list">
        {DEPARTMENTS.map((name) => (
          <li key={name}>
            <a href="/" className="departments__link" aria-disabled="true" onClick={stay}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
