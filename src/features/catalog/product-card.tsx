import { useId } from "react";
import { formatMoney } from "../../shared/lib/money";
import type { Product } from "../../shared/types/product";
import { ProductImage } from "../../shared/ui/product-image";
import { StarRating } from "../../shared/ui/star-rating";
import { useBasket } from "../basket";
import { PRODUCT_IMAGE_SIZE } from "./products";
import "./product-card.css";

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { add } = useBasket();
  const titleId = useId();
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <h2 className="product-card__title" id={titleId}>
        {product.title}
      </h2>
      <p className="product-card__price">{formatMoney(product.price)}</p>
      <StarRating rating={product.rating} />
      <ProductImage
        className="product-card__image"
        src={product.image}
        alt={product.title}
        width={PRODUCT_IMAGE_SIZE}
        height={PRODUCT_IMAGE_SIZE}
        loading={eager ? "eager" : "lazy"}
      />
      <button
        type="button"
        className="button product-card__add"
        aria-describedby={titleId}
        onClick={() => add(product)}
      >
        Add to Basket
      </button>
    </article>
  );
}
