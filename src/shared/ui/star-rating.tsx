import "./star-rating.css";

/** One star, 24 units wide, in relative moves from its top point: it can be drawn anywhere. */
const STAR = "l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1-6.2-3.7-6.2 3.7 1.6-7.1-5.4-4.7 7.1-.6z";
const STAR_WIDTH = 24;
/** Each star is shown 18 px wide, a pixel (4/3 of a unit) from the next. */
const STAR_PX = 18;
const GAP = STAR_WIDTH / STAR_PX;
const round = (units: number) => Math.round(units * 100) / 100;

/**
 * 'N out of 5 stars' for assistive technology, exactly N star icons for the eye: drawn as one path,
 * so a card's stars are three elements, not eleven, for the page to build, hydrate and lay out.
 */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  const width = round(stars * STAR_WIDTH + Math.max(0, stars - 1) * GAP);
  const path = Array.from(
    { length: stars },
    (_, index) => `M${round(12 + index * (STAR_WIDTH + GAP))} 2${STAR}`,
  );
  return (
    <span className="star-rating" role="img" aria-label={`${stars} out of 5 stars`}>
      <svg
        className="star-rating__stars"
        width={Math.round((width * STAR_PX) / STAR_WIDTH)}
        height={STAR_PX}
        viewBox={`0 0 ${width} ${STAR_WIDTH}`}
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d={path.join("")} />
      </svg>
    </span>
  );
}
