import { memo } from "react";
import { ProductTile } from "../../shared/ui/product-tile";
import type { BasketLine } from "./basket-reducer";

interface BasketLineTileProps {
  line: BasketLine;
  onRemove: (line: BasketLine) => void;
  /** Keeps the line's element by its line id while it is shown; returns the cleanup. */
  onShown: (lineId: string, element: HTMLElement) => () => void;
}

/** Memoised: a removal re-renders none of the lines that stay. */
export const BasketLineTile = memo(function BasketLineTile({ line, onRemove, onShown }: BasketLineTileProps) {
  return (
    <ProductTile
      ref={(element: HTMLElement | null) => (element ? onShown(line.lineId, element) : undefined)}
      product={line}
      layout="line"
      focusable
      actionLabel="Remove from Basket"
      onAction={() => onRemove(line)}
    />
  );
});
