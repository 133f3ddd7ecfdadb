// /cases: which stories show for the segment chosen in the URL (?segmento=...).
import type { CustomerCase } from "../../content/cases";

/** The query parameter holding the chosen segment. */
const SEGMENT_PARAM = "segmento";

/** The segment named in `search`, or null when it is missing or not one of `segmentIds`. */
export function segmentFromSearch(search: URLSearchParams, segmentIds: readonly string[]): string | null {
  const value = search.get(SEGMENT_PARAM);
  return value !== null && segmentIds.includes(value) ? value : null;
}

/** `search` with the segment set (or removed for 'all'), other parameters kept. */
export function searchWithSegment(search: URLSearchParams, segmentId: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (segmentId) next.set(SEGMENT_PARAM, segmentId);
  else next.delete(SEGMENT_PARAM);
  return next;
}

/** The stories of one segment, or all of them when none is chosen. */
export function casesForSegment(cases: readonly CustomerCase[], segmentId: string | null): CustomerCase[] {
  return segmentId ? cases.filter((c) => c.segmentId === segmentId) : [...cases];
}
