// spec §2: React Router's route config, mapped from the one route table in contracts/routes.ts.
// The content editor's route exists only in a build made with the editor turned on
// (contracts/cms.ts): a production build without it holds no editor code at all.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SITE_ROUTES } from "../contracts/routes";
import { cmsMode, EDITOR_PATH } from "../contracts/cms";

const siteRoutes = SITE_ROUTES.map(({ path, file }) => (path === "/" ? index(file) : route(path.replace(/^\//, ""), file)));
const editorRoutes = cmsMode(process.env) ? [route(`${EDITOR_PATH.slice(1)}/*`, "routes/keystatic.tsx")] : [];

export default [...siteRoutes, ...editorRoutes] satisfies RouteConfig;
