import "./star-rating.css";

/** One star, 24 units wide, in moves relative to its top point, then on to the next star's top. */
const STAR = "l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1-6.2-3.7-6.2 3.7 1.6-7.1-5.4-4.7 7.1-.6zm25 0";

/**
 * 'N out of 5 stars' for assistive technology, exactly N star icons for the eye. They are one path
 * (a star every 25 units, shown 18 px wide), so a card's rating is three elements for the page to
 * build, hydrate and lay out, not up to eleven.
 */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  const width = Math.max(0, 25 * stars - 1);
  return (
    <span className="star-rating" role="img" aria-label={`${stars} out of 5 stars`}>
      <svg width={width * 0.75} height="18" viewBox={`0 0 ${width} 24`} aria-hidden="true" focusable="false">
        <path fill="currentColor" d={`M12 2${STAR.repeat(stars)}`} />
      </svg>
    </span>
  );
}
