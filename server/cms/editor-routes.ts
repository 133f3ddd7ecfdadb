// The content editor's API (Keystatic's generic handler) under /api/keystatic, and the
// editor page's own Content-Security-Policy. Registered only when the editor is turned on
// (contracts/cms.ts); otherwise both answer 404 like any unknown path. The editor's
// configuration (keystatic.config.ts, at the repository root like the other tool configs)
// is loaded here at start-up, so a server without the editor never loads Keystatic.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { EDITOR_API_PREFIX, isEditorPath, type CmsMode } from "../../contracts/cms.ts";

/** Uploads travel inside the JSON of a save; the build refuses images above 300 KB anyway. */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

export interface EditorRoutesOptions {
  mode: NonNullable<CmsMode>;
  /** The working copy local mode writes to (the repository root). */
  baseDirectory: string;
  /** Security headers of the editor's pages (its CSP allows upload previews and GitHub's API). */
  editorHeaders: Record<string, string>;
}

export async function editorRoutes(app: FastifyInstance, { mode, baseDirectory, editorHeaders }: EditorRoutesOptions) {
  const { makeGenericAPIRouteHandler } = await import("@keystatic/core/api/generic");
  const configModule = pathToFileURL(resolve(baseDirectory, "keystatic.config.ts")).href;
  const { keystaticConfig } = (await import(configModule)) as typeof import("../../keystatic.config.ts");
  const handle = makeGenericAPIRouteHandler({
    config: keystaticConfig(mode.kind === "github" ? mode.repo : undefined),
    localBaseDirectory: baseDirectory,
  });

  app.addHook("onSend", async (request, reply) => {
    if (isEditorPath(request.url.split("?")[0]!)) reply.headers(editorHeaders);
  });

  await app.register(async (scope) => {
    // Keystatic posts JSON without always saying so: read any body as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: SAVE_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.all(`${EDITOR_API_PREFIX}*`, { bodyLimit: SAVE_BODY_LIMIT }, async (request, reply) => {
      const answer = await handle({
        method: request.method,
        url: new URL(request.url, `${request.protocol}://${request.host}`).toString(),
        headers: { get: (name) => [request.headers[name.toLowerCase()]].flat()[0] ?? null },
        json: async () => JSON.parse(String(request.body ?? "")),
      });
      reply.code(answer.status ?? 200);
      for (const [name, value] of new Headers(answer.headers)) reply.header(name, value);
      return reply.send(answer.body ?? "");
    });
  });
}
