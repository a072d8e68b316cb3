import { memo } from "react";
import { ProductTile } from "../../shared/ui/product-tile";
import type { Basket, BasketLine } from "./basket-reducer";

/** Lines are numbered as they are added, and keep that order: a group keeps its lines as others go. */
const LINES_PER_GROUP = 20;
const groupOf = (line: BasketLine) => Math.floor(line.lineId / LINES_PER_GROUP);
const IMAGE_SIZE = 400;

type OnRemove = (line: BasketLine) => void;

/**
 * The lines in groups of up to 20, each laid out and painted only near the screen (see the CSS): a
 * removal re-renders and lays out its own group alone, however long the basket.
 */
export function BasketLines({ basket, onRemove }: { basket: Basket; onRemove: OnRemove }) {
  const groups = new Map<number, BasketLine[]>();
  for (const line of basket) {
    const group = groups.get(groupOf(line));
    if (group) group.push(line);
    else groups.set(groupOf(line), [line]);
  }
  return [...groups].map(([group, lines]) => <LineGroup key={group} lines={lines} onRemove={onRemove} />);
}

const LineGroup = memo(
  function LineGroup({ lines, onRemove }: { lines: BasketLine[]; onRemove: OnRemove }) {
    return (
      <div className="basket-line-group">
        {lines.map((line) => (
          <Line key={line.lineId} line={line} onRemove={onRemove} />
        ))}
      </div>
    );
  },
  (before, after) =>
    before.onRemove === after.onRemove &&
    before.lines.length === after.lines.length &&
    before.lines.every((line, index) => line === after.lines[index]),
);

/** Memoised: within a group, a removal re-renders none of the lines that stay. */
const Line = memo(function Line({ line, onRemove }: { line: BasketLine; onRemove: OnRemove }) {
  return (
    <ProductTile
      product={line}
      layout="line"
      imageSize={IMAGE_SIZE}
      focusable
      actionLabel="Remove from Basket"
      onAction={() => onRemove(line)}
    />
  );
});
