import type { Ref } from "react";
import type { BasketItem } from "../../shared/types/product";
import { ProductTile } from "../../shared/ui/product-tile";

const IMAGE_SIZE = 400;

interface BasketLineProps {
  item: BasketItem;
  onRemove: (item: BasketItem) => void;
  ref?: Ref<HTMLElement>;
}

export function BasketLine({ item, onRemove, ref }: BasketLineProps) {
  return (
    <ProductTile
      product={item}
      layout="line"
      imageSize={IMAGE_SIZE}
      actionLabel="Remove from Basket"
      onAction={() => onRemove(item)}
      ref={ref}
    />
  );
}
