// spec §2: React Router's route config, mapped from the one route table in contracts/routes.ts.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SITE_ROUTES } from "../contracts/routes";

export default SITE_ROUTES.map(({ path, file }) => (path === "/" ? index(file) : route(path.replace(/^\//, ""), file))) satisfies RouteConfig;
