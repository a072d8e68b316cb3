import { formatMoney } from "../../shared/lib/money";
import { useBasket } from "./basket-context";
import { basketTotal } from "./basket-reducer";
import "./order-summary.css";

/** The order summary: 'Subtotal (N items): $1,234.56', the gift box and the checkout button, the last two without effect. */
export function OrderSummary() {
  const basket = useBasket();
  return (
    <aside className="order-summary" aria-label="Order summary">
      <p className="order-summary__line" data-basket-view="">
        Subtotal ({basket.length} items): <strong>{formatMoney(basketTotal(basket))}</strong>
      </p>
      <label className="order-summary__gift">
        <input type="checkbox" />
        This order contains a gift
      </label>
      {/* No action (docs/product.md): nothing for the inline loader to hold, or to show as busy. */}
      <button type="button" className="button order-summary__proceed" data-unheld="">
        Proceed to Checkout
      </button>
    </aside>
  );
}
