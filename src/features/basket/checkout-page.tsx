import { useCallback, useRef } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { home } from "../../pages/all-pages";
import type { Product } from "../../shared/lib/product";
import { useUser } from "../auth";
import { useBasket, useBasketActions } from "./basket-context";
import { BasketLineTile } from "./basket-line-tile";
import type { BasketLine } from "./basket-reducer";
import { OrderSummary } from "./order-summary";
import "./checkout-page.css";

export function CheckoutPage() {
  const user = useUser();
  const basket = useBasket();
  const { remove } = useBasketActions();
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const shownLines = useRef(new Map<string, HTMLElement>());

  const onShown = useCallback((lineId: string, element: HTMLElement) => {
    shownLines.current.set(lineId, element);
    return () => shownLines.current.delete(lineId);
  }, []);

  // Focus goes to the line that takes the removed one's place, or to the empty basket's message:
  // flushSync renders the removal first, so the element to focus is on the page.
  const onRemove = useCallback(
    (product: Product) => {
      let next: BasketLine | null | undefined;
      flushSync(() => {
        next = remove(product);
      });
      if (next === undefined) return;
      (next ? shownLines.current.get(next.lineId) : emptyMessage.current)?.focus();
    },
    [remove],
  );

  return (
    // The summary comes between the title and the lines, so on a phone the subtotal and 'Proceed to
    // Checkout' are in the first screen however long the basket; a wide screen puts it beside them.
    <div className="checkout">
      <div className="checkout__intro">
        <p className="checkout__hello">{user?.email ? `Hello, ${user.email}` : "Hello"}</p>
        <h1 className="checkout__title">Your shopping Basket</h1>
      </div>
      <OrderSummary />
      <div className="checkout__basket" data-basket-view="">
        {basket.length === 0 ? (
          <p className="checkout__empty" tabIndex={-1} ref={emptyMessage}>
            Your basket is empty. <Link to={home.path}>Browse today's featured products</Link> and add
            something you like.
          </p>
        ) : (
          basket.map((line) => (
            <BasketLineTile key={line.lineId} line={line} onRemove={onRemove} onShown={onShown} />
          ))
        )}
      </div>
    </div>
  );
}
