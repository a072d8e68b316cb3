import { useRef } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { PageTitle } from "../../shared/ui/page-title";
import { useUser } from "../auth";
import { useBasket, useBasketActions } from "./basket-context";
import { BasketLineTile } from "./basket-line-tile";
import { type BasketProduct, lineToRemove } from "./basket-reducer";
import { Subtotal } from "./subtotal";
import "./checkout-page.css";

export const CHECKOUT_TITLE = "Your basket";

export function CheckoutPage() {
  const user = useUser();
  const basket = useBasket();
  const { remove } = useBasketActions();
  const lineElements = useRef(new Map<string, HTMLElement>());
  const emptyMessage = useRef<HTMLParagraphElement>(null);

  // Focus goes to the line that takes the removed one's place, or to the empty basket's message.
  const onRemove = (product: BasketProduct) => {
    const index = lineToRemove(basket, product.id);
    const next = basket[index + 1] ?? basket[index - 1];
    flushSync(() => remove(product));
    (next ? lineElements.current.get(next.lineId) : emptyMessage.current)?.focus();
  };

  return (
    <div className="checkout">
      <PageTitle page={CHECKOUT_TITLE} />
      <section className="checkout__basket" aria-labelledby="basket-title">
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
          basket.map((line) => (
            <BasketLineTile
              key={line.lineId}
              line={line}
              onRemove={onRemove}
              ref={(element) => {
                if (element) lineElements.current.set(line.lineId, element);
                return () => {
                  lineElements.current.delete(line.lineId);
                };
              }}
            />
          ))
        )}
      </section>
      <Subtotal />
    </div>
  );
}
