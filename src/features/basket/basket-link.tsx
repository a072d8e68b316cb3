import { BasketIcon } from "../../shared/ui/icons";
import { PageLink } from "../../shared/ui/page-link";
import { useBasket } from "./basket-context";
import { itemCount } from "./basket-reducer";
import "./basket-link.css";

export function BasketLink() {
  const basket = useBasket();
  return (
    <PageLink page="checkout" className="basket-link" aria-label={`Basket, ${itemCount(basket.length)}`}>
      <BasketIcon size={32} />
      <span className="basket-link__count">{basket.length}</span>
    </PageLink>
  );
}
