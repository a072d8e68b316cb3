import { type Ref, useId } from "react";
import { formatMoney } from "../lib/money";
import type { Product } from "../lib/product";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import "./product-tile.css";

interface ProductTileProps {
  product: Product;
  /** 'card': a column in a grid of cards; 'line': the image beside the details, in a list. */
  layout: "card" | "line";
  imageLoading?: "eager" | "lazy";
  /** The tile's one button, described by the product's title so each is told apart. */
  actionLabel: string;
  onAction: () => void;
  /**
   * The tile can take focus from script (say, after the line before it went), and is then named by
   * its title, which is what a screen reader says as focus lands on it.
   */
  focusable?: boolean;
  /** The tile's own element, for the one who focuses it. */
  ref?: Ref<HTMLElement>;
}

/**
 * A product's title, price, stars and image with one action: a home-page card or a basket line. A
 * screen reader hears the title twice, from the heading and from the button's description: the
 * picture beside the heading is decorative, and the tile is named only where it takes focus.
 */
export function ProductTile({
  product,
  layout,
  imageLoading,
  actionLabel,
  onAction,
  focusable,
  ref,
}: ProductTileProps) {
  const titleId = useId();
  return (
    <article
      ref={ref}
      // Stryker disable next-line StringLiteral: a class name is the layout, which happy-dom does not apply
      className={`product-tile product-tile--${layout}`}
      aria-labelledby={focusable ? titleId : undefined}
      tabIndex={focusable ? -1 : undefined}
    >
      <h2 className="product-tile__title" id={titleId}>
        {product.title}
      </h2>
      <p className="product-tile__price">{formatMoney(product.price)}</p>
      <StarRating rating={product.rating} />
      <ProductImage className="product-tile__image" src={product.image} alt="" loading={imageLoading} />
      <button
        type="button"
        className="button product-tile__action"
        aria-describedby={titleId}
        onClick={onAction}
      >
        {actionLabel}
      </button>
    </article>
  );
}
