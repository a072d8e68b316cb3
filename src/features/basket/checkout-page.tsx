import { useCallback, useRef } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { PageTitle } from "../../shared/ui/page-title";
import { useUser } from "../auth";
import { useBasket, useBasketActions } from "./basket-context";
import { BasketLineTile } from "./basket-line-tile";
import type { BasketProduct } from "./basket-reducer";
import { Subtotal } from "./subtotal";
import "./checkout-page.css";

export const CHECKOUT_TITLE = "Your basket";

export function CheckoutPage() {
  const user = useUser();
  const basket = useBasket();
  const { remove } = useBasketActions();
  const lines = useRef<HTMLElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);

  // Focus goes to the line that takes the removed one's place, or to the empty basket's message.
  const onRemove = useCallback(
    (product: BasketProduct) => {
      let index = -1;
      flushSync(() => {
        index = remove(product);
      });
      const shown = lines.current?.getElementsByTagName("article") ?? [];
      (shown[index] ?? shown[index - 1] ?? emptyMessage.current)?.focus();
    },
    [remove],
  );

  return (
    <div className="checkout">
      <PageTitle page={CHECKOUT_TITLE} />
      <section className="checkout__basket" aria-labelledby="basket-title" ref={lines}>
        <p className="checkout__hello">{user?.email ? `Hello, ${user.email}` : "Hello"}</p>
        <h1 id="basket-title" className="checkout__title">
          Your shopping Basket
        </h1>
        {basket.length === 0 ? (
          <p className="checkout__empty" tabIndex={-1} ref={emptyMessage}>
            Your basket is empty. <Link to="/">Browse today's featured products</Link> and add something you
            like.
          </p>
        ) : (
          basket.map((line) => <BasketLineTile key={line.lineId} line={line} onRemove={onRemove} />)
        )}
      </section>
      <Subtotal />
    </div>
  );
}
