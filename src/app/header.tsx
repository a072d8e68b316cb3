import { Link } from "react-router";
import { AccountMenu } from "../features/auth";
import { BasketLink } from "../features/basket";
import { home } from "../pages/all-pages";
import { SearchIcon } from "../shared/ui/icons";
import { Logo } from "../shared/ui/logo";
import { ScrollRow } from "../shared/ui/scroll-row";
import { DepartmentNav } from "./department-nav";
import "./header.css";

/**
 * Every item of the header, on screen at any width: on a phone, three short lines (the logo,
 * greeting and basket; the search box; the labels and departments, one line that scrolls); on a
 * wide screen, one bar above one line of departments. Items and layout: docs/product.md.
 */
export function Header() {
  return (
    <header className="header">
      <Link to={home.path} className="header__logo" aria-label="Bazaar home">
        <Logo />
      </Link>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers */}
      <div role="search" className="header__search">
        <label htmlFor="site-search" className="visually-hidden">
          Search Bazaar
        </label>
        <input id="site-search" type="search" placeholder="Search Bazaar" className="header__search-input" />
        <span className="header__search-icon">
          <SearchIcon size={22} />
        </span>
      </div>
      <AccountMenu />
      <BasketLink />
      <ScrollRow className="header__more" label="Orders, Prime and departments">
        <span className="header__static header__static--orders">Returns &amp; Orders</span>
        <span className="header__static header__static--prime">Your Prime</span>
        <DepartmentNav />
      </ScrollRow>
    </header>
  );
}
