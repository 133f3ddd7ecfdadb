import { formatDecimal } from "../../../contracts/money";

/** Stars in a rating; each takes STAR_REM of width, STAR_STEP_REM with the gap (app.css). */
const MAX_STARS = 5;
const STAR_REM = 1.25;
const STAR_STEP_REM = 1.375;
const ALL_STARS_WIDTH_REM = (MAX_STARS - 1) * STAR_STEP_REM + STAR_REM;

/** Text a screen reader hears for a rating: '4,5 de 5 estrelas'. */
export function ratingLabel(rating: number): string {
  return `${formatDecimal(rating, 1)} de 5 estrelas`;
}

/** How wide the filled layer is for a rating, in rem: whole stars plus half of the next. */
export function filledWidthRem(rating: number): number {
  const full = Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
  const half = full < MAX_STARS && rating - full >= 0.5;
  return full * STAR_STEP_REM + (half ? STAR_REM / 2 : 0);
}

/** spec §3: a 0-5 rating with halves, drawn as stars (CSS masks, see app.css). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="relative h-5" style={{ width: `${ALL_STARS_WIDTH_REM}rem` }} role="img" aria-label={ratingLabel(rating)}>
      <span aria-hidden="true" className="stars-fill absolute inset-y-0 left-0 text-amber-400" style={{ width: `${filledWidthRem(rating)}rem` }} />
      <span aria-hidden="true" className="stars-outline absolute inset-0 text-amber-500" />
    </p>
  );
}
