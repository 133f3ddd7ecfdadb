// The blog's not-found page, prerendered by the post route (contracts/routes.ts). Apart from
// paths.ts, which every page's root reads and which must not bring the route table along.
import { NOT_FOUND_PRERENDER_PATH } from "../../../contracts/routes.ts";
import { BLOG_PATH } from "./paths.ts";

export const BLOG_NOT_FOUND_PATH = `${BLOG_PATH}${NOT_FOUND_PRERENDER_PATH}`;
