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

/**
 * The width class of each width filledWidthRem gives, and of all five stars. Tailwind only
 * generates class names written whole in the source, and the pages carry no inline styles
 * (html-validate's no-inline-style, tests/e2e/html-validation.spec.ts).
 */
const WIDTH_CLASSES: Readonly<Record<number, string>> = {
  0: "w-0",
  0.625: "w-[0.625rem]",
  1.375: "w-[1.375rem]",
  2: "w-[2rem]",
  2.75: "w-[2.75rem]",
  3.375: "w-[3.375rem]",
  4.125: "w-[4.125rem]",
  4.75: "w-[4.75rem]",
  5.5: "w-[5.5rem]",
  6.125: "w-[6.125rem]",
  6.75: "w-[6.75rem]",
  6.875: "w-[6.875rem]",
};

function widthClass(rem: number): string {
  const name = WIDTH_CLASSES[rem];
  if (!name) throw new Error(`star-rating: no width class for ${rem}rem`);
  return name;
}

/** spec §3: a 0-5 rating with halves, drawn as stars (CSS masks, see app.css). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={`relative h-5 ${widthClass(ALL_STARS_WIDTH_REM)}`} role="img" aria-label={ratingLabel(rating)}>
      <span aria-hidden="true" className={`stars-fill absolute inset-y-0 left-0 text-amber-400 ${widthClass(filledWidthRem(rating))}`} />
      <span aria-hidden="true" className="stars-outline absolute inset-0 text-amber-500" />
    </p>
  );
}
