// Security review: an erasure RD Station has not carried out (no app credentials to remove
// contacts with) is kept until it is done, past the sent events' retention, and it is loud:
// an alarm in /readyz's report (the instance stays in rotation), a gauge in /metrics and a
// count in `npm run webhooks -- status`, on both engines.
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { METRICS_PATH, READY_PATH } from "../../contracts/api-paths.ts";
import { RETENTION_HOURS } from "../../contracts/retention.ts";
import { buildServer } from "../app.ts";
import { webhookDeliveries } from "../db/schema.ts";
import { enforceRetention } from "../retention.ts";
import { describeEachEngine, testConfig } from "../test/engines.ts";
import { JOURNEY_ENV, postLead } from "../test/event-journeys.ts";
import { eraseRights, expectRdStationRemovalWaiting } from "../test/rights-fixtures.ts";
import { startRdStationFake } from "../test/rdstation-fake.ts";
import type { ReadinessReport } from "./readiness.ts";

vi.setConfig({ testTimeout: 120_000 });

const RD_KEY = "chave-rdstation-teste";
const METRICS_TOKEN = "a-metrics-token-of-enough-length";
const ANA = "ana.prado@contabilprado.com.br";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describeEachEngine("security review 3: an erasure RD Station has not carried out", (engine) => {
  it("is kept past the 30 days' retention until done, alarmed in /readyz's report and /metrics, and counted by `npm run webhooks -- status` (finding: an RD Station removal dropped silently)", async () => {
    const rd = await startRdStationFake(RD_KEY);
    cleanups.push(rd.close);
    // One retry, soon: the removal is given up on (dead) within the test, as it is after a day and a half in production.
    const config = testConfig(engine, { ...JOURNEY_ENV, RDSTATION_API_KEY: RD_KEY, RDSTATION_API_URL: rd.url, WEBHOOK_RETRY_SCHEDULE: "10ms", METRICS_TOKEN });
    // A directory, not memory://: the CLI opens the same database once the server is closed.
    config.pgliteDir = undefined;
    const app = await buildServer(config);
    let open = true;
    cleanups.push(() => (open ? app.close() : Promise.resolve()));

    await postLead(app, ANA);
    while ((await app.webhooks.drainOnce()) > 0);
    await eraseRights(app, ANA);
    const removal = () =>
      app.database.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.destination, "rdstation"), eq(webhookDeliveries.eventType, "data_subject.erased")));
    for (let attempt = 0; attempt < 50 && (await removal())[0]?.status !== "dead"; attempt++) {
      await app.webhooks.drainOnce();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await removal()).toMatchObject([{ status: "dead", subjectEmail: ANA }]);

    // A day past the sent events' retention, the removal is still there, with the address it must remove.
    const later = new Date(Date.now() + (RETENTION_HOURS.sentEvents + 24) * 3_600_000);
    await enforceRetention(app.database.db, { mailDir: join(config.dataDir, "mail"), now: later });
    expect(await removal()).toMatchObject([{ status: "dead", subjectEmail: ANA }]);
    expect(rd.removed).toEqual([]);

    const ready = await app.inject(READY_PATH);
    expect(ready.statusCode).toBe(200);
    const report = ready.json<ReadinessReport>();
    expect(report.deliveries!.erasures).toMatchObject({ undone: 1 });
    expect(report.alarms).toEqual([expect.stringMatching(/^1 data-subject erasure\(s\) not yet carried out at rdstation, the oldest asked 0 h ago: `npm run webhooks -- status` says what to do$/)]);
    expect(JSON.stringify(report)).not.toContain(ANA);

    const metrics = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/^tramita_erasures_undone\{destination="rdstation"\} 1$/m);
    expect(metrics.body).toMatch(/^tramita_erasure_oldest_undone_seconds\{destination="rdstation"\} \d/m);

    // PGlite serves one process: the operator stops the server first.
    await app.close();
    open = false;
    expectRdStationRemovalWaiting(config, RD_KEY, ANA);
  });
});
