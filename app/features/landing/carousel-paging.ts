// spec §2: the logo carousel shows `perView` logos from `start`, wrapping around the list;
// its dots jump in groups of `perView`.

/** Indices of the logos in view, starting at `start` and wrapping. */
export function visibleIndices(start: number, count: number, perView: number): number[] {
  return Array.from({ length: Math.min(perView, count) }, (_, k) => (start + k) % count);
}

/** Number of dot buttons: one per group of `perView`. */
export function pageCount(count: number, perView: number): number {
  return Math.ceil(count / perView);
}

/** The dot that is current for a given first logo. */
export function pageOf(start: number, perView: number): number {
  return Math.floor(start / perView);
}

/** The first logo a dot jumps to. */
export function pageStart(page: number, perView: number): number {
  return page * perView;
}
