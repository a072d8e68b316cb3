import { StarIcon } from "./icons";
import "./star-rating.css";

/** 'N out of 5 stars' for assistive technology, exactly N star icons for the eye. */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="star-rating" role="img" aria-label={`${stars} out of 5 stars`}>
      {Array.from({ length: stars }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
        <StarIcon key={index} size={18} className="star-rating__star" />
      ))}
    </span>
  );
}
