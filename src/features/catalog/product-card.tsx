import type { Product } from "../../shared/types/product";
import { ProductTile } from "../../shared/ui/product-tile";
import { useBasket } from "../basket";
import { PRODUCT_IMAGE_SIZE } from "./products";

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { add } = useBasket();
  return (
    <ProductTile
      product={product}
      layout="card"
      imageSize={PRODUCT_IMAGE_SIZE}
      imageLoading={eager ? "eager" : "lazy"}
      actionLabel="Add to Basket"
      onAction={() => add(product)}
    />
  );
}
