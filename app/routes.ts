// spec §2: the route table. A route appears here when its page exists; until then its
// path is simply not found.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("calculadora", "routes/tools/calculadora.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
