import { Link } from "react-router";
import { AccountMenu } from "../features/auth";
import { BasketLink } from "../features/basket";
import { SearchIcon } from "../shared/ui/icons";
import { Logo } from "../shared/ui/logo";
import { DepartmentNav } from "./department-nav";
import "./header.css";

export function Header() {
  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/" className="header__logo" aria-label="Bazaar home">
          <Logo />
        </Link>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some screen readers */}
        <div role="search" className="header__search">
          <label htmlFor="site-search" className="visually-hidden">
            Search Bazaar
          </label>
          <input
            id="site-search"
            type="search"
            placeholder="Search Bazaar"
            className="header__search-input"
          />
          <span className="header__search-icon">
            <SearchIcon size={22} />
          </span>
        </div>
        <AccountMenu />
        <span className="header__static">Returns &amp; Orders</span>
        <span className="header__static">Your Prime</span>
        <BasketLink />
      </div>
      <DepartmentNav />
    </header>
  );
}
