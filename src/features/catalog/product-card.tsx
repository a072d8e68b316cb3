import type { Product } from "../../shared/lib/product";
import { ProductTile } from "../../shared/ui/product-tile";
import { useBasketActions } from "../basket";

/** Its image loads lazily: none of them is needed for the first paint, so none competes with it. */
export function ProductCard({ product }: { product: Product }) {
  const { add } = useBasketActions();
  return (
    <ProductTile
      product={product}
      layout="card"
      imageLoading="lazy"
      actionLabel="Add to Basket"
      onAction={() => add(product)}
    />
  );
}
