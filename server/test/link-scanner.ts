// What a mail link scanner does with an e-mailed link before its reader opens it: it fetches
// the page the link names (GET and HEAD, the page served from the build) and may try the
// link's query on the API path of its action. None of it may act on the link: only the
// page's button spends it, with a POST.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { makeFixtureBuild } from "./fixture-build.ts";

/** The environment of a server that serves the pages too (a stand-in build). */
export const withServedPages = () => ({ SERVE_CLIENT: "true", CLIENT_DIR: makeFixtureBuild() });

/** Fetches `link`'s page as a scanner does, and GETs `apiPath` with the link's query. */
export async function scanLink(app: FastifyInstance, link: string, apiPath: string) {
  const { pathname, search } = new URL(link);
  for (const method of ["GET", "HEAD"] as const) {
    const page = await app.inject({ method, url: `${pathname}${search}`, headers: { accept: "text/html" } });
    expect(page.statusCode, `${method} ${pathname}`).toBe(200);
  }
  const api = await app.inject({ method: "GET", url: `${apiPath}${search}` });
  expect(api.statusCode, `GET ${apiPath}`).toBe(404);
}
