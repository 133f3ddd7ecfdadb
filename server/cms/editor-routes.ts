// The content editor's API (Keystatic's generic handler) under /api/keystatic, and the
// editor page's own headers. Registered only when the editor is turned on (contracts/cms.ts);
// otherwise both answer 404 like any unknown path. The editor's configuration
// (keystatic.config.ts, at the repository root like the other tool configs) is loaded here at
// start-up, so a server without the editor never loads Keystatic.
//
// Keystatic's handler trusts whoever calls it; what it may do is decided here first:
// - every write (any method but GET and HEAD) must carry this site's own Origin;
// - local mode answers only this machine (local-access.ts), writes and reads only the
//   content files (content-paths.ts) and only images that are what they say (uploaded-images.ts);
// - GitHub mode's sign-in always carries a checked OAuth state, and its cookies are kept off
//   the public pages (github-session.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { EDITOR_API_PREFIX, isEditorPath } from "../../contracts/cms.ts";
import type { CmsSettings } from "../config.ts";
import { ApiError } from "../http/api-error.ts";
import { contentPathProblem } from "./content-paths.ts";
import { githubSession } from "./github-session.ts";
import { isFromThisMachine, isEditorRequest, isOwnOrigin, LOCAL_ONLY_MESSAGE, WRITE_ORIGIN_MESSAGE } from "./local-access.ts";
import { uploadedImageProblem } from "./uploaded-images.ts";

/** Uploads travel inside the JSON of a save; the build refuses images above 300 KB anyway. */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The body of a local-mode save, as Keystatic's editor sends it (contents in base64url). */
const saveBody = z.object({
  additions: z.array(z.object({ path: z.string(), contents: z.string() })),
  deletions: z.array(z.object({ path: z.string() })),
});

export interface EditorRoutesOptions {
  settings: NonNullable<CmsSettings>;
  /** The site's address: its cookies are Secure when it is HTTPS. */
  publicSiteUrl: string;
  /** Security headers of the editor's pages (its CSP allows upload previews and GitHub's API). */
  editorHeaders: Record<string, string>;
}

/** The path of an API request after /api/keystatic/, split and decoded as Keystatic does. */
function apiRoute(url: URL): string[] {
  if (!url.pathname.startsWith(EDITOR_API_PREFIX)) throw new ApiError("NOT_FOUND");
  try {
    return url.pathname.slice(EDITOR_API_PREFIX.length).split("/").map((part) => decodeURIComponent(part)).filter(Boolean);
  } catch {
    throw new ApiError("BAD_REQUEST");
  }
}

export async function editorRoutes(app: FastifyInstance, { settings, publicSiteUrl, editorHeaders }: EditorRoutesOptions) {
  const { makeGenericAPIRouteHandler } = await import("@keystatic/core/api/generic");
  // Beside the server's code, whatever directory the server starts in.
  const configModule = new URL("../../keystatic.config.ts", import.meta.url).href;
  const { keystaticConfig } = (await import(configModule)) as typeof import("../../keystatic.config.ts");
  const github = settings.kind === "github" ? settings : null;
  const workingCopy = settings.kind === "local" ? settings.workingCopy : null;
  const handle = makeGenericAPIRouteHandler({
    config: keystaticConfig(github?.repo),
    ...(github ? { clientId: github.clientId, clientSecret: github.clientSecret, secret: github.secret } : {}),
    ...(workingCopy ? { localBaseDirectory: workingCopy } : {}),
  });
  const session = githubSession({ secure: new URL(publicSiteUrl).protocol === "https:" });

  if (workingCopy) {
    app.addHook("onRequest", async (request) => {
      if (isEditorRequest(request.url) && !isFromThisMachine(request.raw)) {
        throw new ApiError("FORBIDDEN_ORIGIN", { message: LOCAL_ONLY_MESSAGE });
      }
    });
  }

  app.addHook("onSend", async (request, reply) => {
    if (!isEditorPath(request.url.split("?")[0]!)) return;
    // A public page's script can't keep a handle on an editor window it opens: the differing
    // opener policy puts the editor in a browsing context group of its own.
    reply.headers({ ...editorHeaders, "cross-origin-opener-policy": "same-origin-allow-popups" });
  });

  /** Refusals and rewrites of the request before Keystatic answers it; returns extra cookies to set. */
  async function screen(request: FastifyRequest, url: URL, route: string[]): Promise<{ body?: unknown; cookies: string[] }> {
    if (!SAFE_METHODS.has(request.method) && !isOwnOrigin(request.headers.origin, request.headers.host)) {
      throw new ApiError("FORBIDDEN_ORIGIN", { message: WRITE_ORIGIN_MESSAGE });
    }
    if (workingCopy && route[0] === "blob") {
      const problem = await contentPathProblem(workingCopy, route.slice(2).join("/"));
      if (problem) throw new ApiError("REJECTED", { message: problem });
    }
    if (workingCopy && request.method === "POST" && route.join("/") === "update") return { body: await checkedSave(workingCopy, request.body), cookies: [] };
    if (github && route.join("/") === "github/oauth/callback") return { cookies: session.checkCallback(request, url.searchParams.get("state")) };
    return { cookies: [] };
  }

  async function send(reply: FastifyReply, answer: Awaited<ReturnType<typeof handle>>, cookies: string[]) {
    const headers = new Headers(answer.headers);
    const setCookies = [...session.scopeCookies(headers.getSetCookie()), ...cookies];
    headers.delete("set-cookie");
    const signIn = session.withState(headers.get("location") ?? "");
    if (signIn) {
      headers.set("location", signIn.location);
      setCookies.push(signIn.cookie);
    }
    reply.code(answer.status ?? 200).headers(Object.fromEntries(headers));
    if (setCookies.length) reply.header("set-cookie", setCookies);
    return reply.send(answer.body ?? "");
  }

  await app.register(async (scope) => {
    // Keystatic posts JSON without always saying so: read any body as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: SAVE_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.all(`${EDITOR_API_PREFIX}*`, { bodyLimit: SAVE_BODY_LIMIT }, async (request, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const { body, cookies } = await screen(request, url, apiRoute(url));
      const answer = await handle({
        method: request.method,
        url: url.toString(),
        headers: { get: (name) => [request.headers[name.toLowerCase()]].flat()[0] ?? null },
        json: async () => body ?? JSON.parse(String(request.body ?? "")),
      });
      return send(reply, answer, cookies);
    });
  });
}

/**
 * A local-mode save, refused whole when one of its files is not a content file or one of its
 * images is not safe to publish. Keystatic gets the contents re-encoded from the very bytes
 * checked here, so what it writes is what was checked.
 */
async function checkedSave(workingCopy: string, raw: unknown) {
  let parsed;
  try {
    parsed = saveBody.parse(JSON.parse(String(raw ?? "")));
  } catch {
    throw new ApiError("BAD_REQUEST");
  }
  const additions = parsed.additions.map(({ path, contents }) => ({ path, bytes: Buffer.from(contents, "base64url") }));
  for (const { path } of [...additions, ...parsed.deletions]) {
    const problem = await contentPathProblem(workingCopy, path);
    if (problem) throw new ApiError("REJECTED", { message: problem });
  }
  for (const { path, bytes } of additions) {
    const problem = path.startsWith("public/images/") ? uploadedImageProblem(path, bytes) : null;
    if (problem) throw new ApiError("REJECTED", { message: problem });
  }
  return { additions: additions.map(({ path, bytes }) => ({ path, contents: bytes.toString("base64url") })), deletions: parsed.deletions };
}
