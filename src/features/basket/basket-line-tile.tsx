import type { Ref } from "react";
import { ProductTile } from "../../shared/ui/product-tile";
import type { BasketLine } from "./basket-reducer";

const IMAGE_SIZE = 400;

interface BasketLineTileProps {
  line: BasketLine;
  onRemove: (line: BasketLine) => void;
  ref?: Ref<HTMLElement>;
}

export function BasketLineTile({ line, onRemove, ref }: BasketLineTileProps) {
  return (
    <ProductTile
      product={line}
      layout="line"
      imageSize={IMAGE_SIZE}
      actionLabel="Remove from Basket"
      onAction={() => onRemove(line)}
      ref={ref}
    />
  );
}
