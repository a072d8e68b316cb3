import { Link } from "react-router";
import { BasketIcon } from "../../shared/ui/icons";
import { PAGES } from "../../site-map/pages";
import { useBasket } from "./basket-context";
import { itemCount } from "./basket-reducer";
import "./basket-link.css";

export function BasketLink() {
  const basket = useBasket();
  return (
    <Link to={PAGES.checkout.path} className="basket-link" aria-label={`Basket, ${itemCount(basket.length)}`}>
      <BasketIcon size={32} />
      <span className="basket-link__count">{basket.length}</span>
    </Link>
  );
}
