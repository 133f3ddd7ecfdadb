// Helpers for tests that go through /privacidade/meus-dados as a visitor does: ask for the
// e-mailed link, open it, erase.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DATA_RIGHTS_API } from "../../contracts/api-paths.ts";
import type { DataRightsErased, DataRightsOpened } from "../../contracts/data-rights-options.ts";
import type { ServerConfig } from "../config.ts";
import { outbox } from "../db/schema.ts";
import { ORIGIN } from "./account-fixtures.ts";
import { solvedAltchaToken } from "./demo-request-fixtures.ts";
import { operatorCommand } from "./operator-command.ts";

/** A POST as the site's pages send it; `headers` adds to theirs (a key, a cookie). */
export const postFromSite = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN, ...headers } });

/** Asks for the link, opens it: the opened view and its access, as the page gets them. */
export async function openRights(app: FastifyInstance, email: string): Promise<DataRightsOpened> {
  const res = await postFromSite(app, DATA_RIGHTS_API.request, { email, captchaToken: await solvedAltchaToken(app, "data-rights") });
  expect(res.statusCode, res.body).toBe(202);
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "data-rights.link")).orderBy(sql`${outbox.id} desc`).limit(1);
  const token = decodeURIComponent(/[?&]acesso=([^&\s"]+)/.exec(mail!.text)![1]!);
  const opened = await postFromSite(app, DATA_RIGHTS_API.open, { token });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json() as DataRightsOpened;
}

/** Erases with an opened view's access: what the page is told. */
export async function erase(app: FastifyInstance, access: string): Promise<DataRightsErased> {
  const res = await postFromSite(app, DATA_RIGHTS_API.erase, { access, confirm: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DataRightsErased;
}

/** Erases everything the site holds about `email`, through the e-mailed link. */
export async function eraseRights(app: FastifyInstance, email: string): Promise<void> {
  await erase(app, (await openRights(app, email)).access);
}

/**
 * `npm run webhooks -- status` once the server of `config` has stopped (PGlite serves one
 * process), with only RD Station's conversion key `rdKey`: it counts `person`'s contact removal
 * as not done and says what the operator must set, without naming the person.
 */
export function expectRdStationRemovalWaiting(config: ServerConfig, rdKey: string, person: string) {
  const status = operatorCommand(config, "webhooks", ["status"], { RDSTATION_API_KEY: rdKey });
  expect(status.status, status.err).toBe(0);
  expect(status.out).toContain("rdstation  1 contact removal(s) for data-subject erasures not done yet");
  expect(status.out).toContain("operator task: RD Station's conversion API key cannot remove contacts: set RDSTATION_CLIENT_ID, RDSTATION_CLIENT_SECRET and RDSTATION_REFRESH_TOKEN");
  expect(status.out).not.toContain(person);
}
