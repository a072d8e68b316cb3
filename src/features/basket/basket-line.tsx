import { type Ref, useId } from "react";
import { formatMoney } from "../../shared/lib/money";
import type { BasketItem } from "../../shared/types/product";
import { ProductImage } from "../../shared/ui/product-image";
import { StarRating } from "../../shared/ui/star-rating";
import "./basket-line.css";

const IMAGE_SIZE = 400;

interface BasketLineProps {
  item: BasketItem;
  onRemove: (item: BasketItem) => void;
  ref?: Ref<HTMLElement>;
}

export function BasketLine({ item, onRemove, ref }: BasketLineProps) {
  const titleId = useId();
  return (
    <article className="basket-line" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
      <ProductImage
        className="basket-line__image"
        src={item.image}
        alt={item.title}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
      />
      <div className="basket-line__info">
        <h2 className="basket-line__title" id={titleId}>
          {item.title}
        </h2>
        <p className="basket-line__price">{formatMoney(item.price)}</p>
        <StarRating rating={item.rating} />
        <div>
          <button
            type="button"
            className="button basket-line__remove"
            aria-describedby={titleId}
            onClick={() => onRemove(item)}
          >
            Remove from Basket
          </button>
        </div>
      </div>
    </article>
  );
}
