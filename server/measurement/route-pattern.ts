// The route a beacon counts for: the pattern of the route table (contracts/routes.ts) its
// path matches, never the path itself; any other path counts as OTHER_ROUTE, so a flood of
// made-up paths adds no row.
import { OTHER_ROUTE } from "../../contracts/measurement.ts";
import { normalizePath, SITE_ROUTES } from "../../contracts/routes.ts";

const patterns = SITE_ROUTES.filter((route) => route.path !== "*").map((route) => ({ path: route.path, segments: route.path.split("/").filter(Boolean) }));

/** Every route a beacon can count for: the table's patterns and OTHER_ROUTE. */
export const MEASURED_ROUTES: readonly string[] = [...patterns.map((p) => p.path), OTHER_ROUTE];

export function routePatternOf(pathname: string): string {
  const segments = normalizePath(pathname).split("/").filter(Boolean);
  const match = patterns.find((p) => p.segments.length === segments.length && p.segments.every((s, i) => s.startsWith(":") || s === segments[i]));
  return match?.path ?? OTHER_ROUTE;
}
