import { formatMoney } from "../../shared/lib/money";
import { useBasket } from "./basket-context";
import { basketTotal } from "./basket-reducer";
import "./subtotal.css";

/** 'Subtotal (N items): $1,234.56', the gift box and the checkout button, the last two without effect. */
export function Subtotal() {
  const basket = useBasket();
  return (
    <aside className="subtotal" aria-label="Order summary">
      <p className="subtotal__line">
        Subtotal ({basket.length} items): <strong>{formatMoney(basketTotal(basket))}</strong>
      </p>
      <label className="subtotal__gift">
        <input type="checkbox" />
        This order contains a gift
      </label>
      {/* No action (docs/product.md): nothing for the inline loader to hold, or to show as busy. */}
      <button type="button" className="button subtotal__proceed" data-unheld="">
        Proceed to Checkout
      </button>
    </aside>
  );
}
