import { Link } from "react-router";
import { checkout } from "../../pages/all-pages";
import { BasketIcon } from "../../shared/ui/icons";
import { useBasket } from "./basket-context";
import { basketLinkLabel } from "./labels";
import "./basket-link.css";

export function BasketLink() {
  const basket = useBasket();
  return (
    <Link to={checkout.path} className="basket-link" aria-label={basketLinkLabel(basket.length)}>
      <BasketIcon size={32} />
      <span className="basket-link__count" data-basket-count="">
        {basket.length}
      </span>
    </Link>
  );
}
