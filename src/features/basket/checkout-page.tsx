import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useStore } from "../../shared/store/store-context";
import type { BasketItem } from "../../shared/types/product";
import { PageTitle } from "../../shared/ui/page-title";
import { BasketLine } from "./basket-line";
import { Subtotal } from "./subtotal";
import { useBasket } from "./use-basket";
import "./checkout-page.css";

const EMPTY = "empty";
export const CHECKOUT_TITLE = "Your basket";

export function CheckoutPage() {
  const [{ user }] = useStore();
  const { basket, remove } = useBasket();
  const focusable = useRef(new Map<string, HTMLElement>());
  // After a removal, focus goes to the line that took its place, or the empty message.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    focusable.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const onRemove = (item: BasketItem) => {
    // The spec removes the first line with this id, which may not be the one pressed.
    const index = basket.findIndex((line) => line.id === item.id);
    const next = basket[index + 1] ?? basket[index - 1];
    setFocusTarget(next ? next.lineId : EMPTY);
    remove(item);
  };

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) focusable.current.set(key, element);
    else focusable.current.delete(key);
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
          <p className="checkout__empty" tabIndex={-1} ref={register(EMPTY)}>
            Your basket is empty. <Link to="/">Browse today's featured products</Link> and add something you
            like.
          </p>
        ) : (
          basket.map((item) => (
            <BasketLine key={item.lineId} item={item} onRemove={onRemove} ref={register(item.lineId)} />
          ))
        )}
      </section>
      <Subtotal />
    </div>
  );
}
