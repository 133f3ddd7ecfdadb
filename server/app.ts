// buildServer(config) -> a ready-to-listen Fastify instance; used by main.ts and tests.
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticSite } from "./static-site.ts";

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Compression must be registered before the static files so it wraps them.
  await app.register(compress, { threshold: 1024 });
  app.addHook("onSend", securityHeaders);

  app.get("/healthz", async () => ({ status: "ok" }));

  if (config.clientDir) {
    await staticSite(app, { clientDir: config.clientDir, runtimeConfig: { appUrl: config.appUrl, captcha: { provider: "altcha" } } });
  }

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, "request failed");
      return reply.code(500).send({ error: "Erro interno. Tente novamente em instantes.", code: "INTERNAL_ERROR", requestId: request.id });
    }
    return reply.code(status).send({ error: clientErrorMessage(status), code: "BAD_REQUEST" });
  });

  await app.ready();
  return app;
}

function clientErrorMessage(status: number): string {
  if (status === 413) return "A requisição é grande demais.";
  if (status === 415) return "Formato de conteúdo não suportado. Envie JSON.";
  return "Requisição inválida.";
}
