import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { count } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { outbox, webhookDeliveries } from "../db/schema.ts";
import { describeEachEngine, testServer } from "../test/engines.ts";
import { testSecret } from "../test/webhook-receiver.ts";
import { createEventQueue } from "../webhooks/queue.ts";
import { createOutbox } from "./commit.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A test server with one event destination, an outbox whose workers count their wake-ups, and what it wrote. */
async function setUp(engine: Parameters<typeof testServer>[0]) {
  const { app, config } = await testServer(engine, { CRM_WEBHOOK_URL: "http://127.0.0.1:9/eventos", CRM_WEBHOOK_SECRET: testSecret("c") });
  cleanups.push(() => app.close());
  const woken = { mail: 0, events: 0 };
  const delivery = createOutbox({ mail: { poke: () => woken.mail++ }, events: { poke: () => woken.events++ } });
  const events = createEventQueue(config.webhooks);
  const db = app.database.db;
  const written = async () => ({
    mails: (await db.select({ n: count() }).from(outbox))[0]!.n,
    deliveries: (await db.select({ n: count() }).from(webhookDeliveries))[0]!.n,
  });
  const event = () => events.prepare("newsletter.unsubscribed", { subscription_id: "3f1c2a8e-0d4b-4c5e-9a6f-7b8c9d0e1f2a", email: "ana@exemplo.com.br", unsubscribed_at: new Date().toISOString() });
  return { db, delivery, woken, written, event };
}

const mail = { kind: "demo-request.sales", to: "vendas@tramita.com.br", about: ["ana@exemplo.com.br"], subject: "Novo lead", text: "Ana pediu uma demonstração." };

describeEachEngine("commit", (engine) => {
  it("writes the mails and events in the transaction and wakes each worker once it has committed", async () => {
    const { db, delivery, woken, written, event } = await setUp(engine);
    expect(event().rows.length).toBeGreaterThan(0);
    await delivery.commit(db, async (_tx, effects) => {
      await effects.mail(mail, { ...mail, to: "ana@exemplo.com.br" });
      await effects.event(event());
      expect(woken).toEqual({ mail: 0, events: 0 });
    });
    expect(await written()).toEqual({ mails: 2, deliveries: 1 });
    expect(woken).toEqual({ mail: 1, events: 1 });
  });

  it("wakes only the worker something was queued for", async () => {
    const { db, delivery, woken, event } = await setUp(engine);
    await delivery.commit(db, (_tx, effects) => effects.mail(mail));
    expect(woken).toEqual({ mail: 1, events: 0 });
    await delivery.commit(db, (_tx, effects) => effects.event(event()));
    expect(woken).toEqual({ mail: 1, events: 1 });
    await delivery.commit(db, async () => "nothing queued");
    expect(woken).toEqual({ mail: 1, events: 1 });
  });

  it("writes nothing and wakes nobody when the work fails", async () => {
    const { db, delivery, woken, written, event } = await setUp(engine);
    const failing = delivery.commit(db, async (_tx, effects) => {
      await effects.mail(mail);
      await effects.event(event());
      throw new Error("a later step refused");
    });
    await expect(failing).rejects.toThrow("a later step refused");
    expect(await written()).toEqual({ mails: 0, deliveries: 0 });
    expect(woken).toEqual({ mail: 0, events: 0 });
  });
});

/** The server's production sources, as paths relative to server/. */
function serverSources(dir = join(import.meta.dirname, "..")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : serverSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [relative(join(import.meta.dirname, ".."), path)] : [];
  });
}

it("leaves waking the workers and writing mails and events to server/outbox/ alone", () => {
  // A worker's wake-up (`poke`), or a mail or event written beside commit's effects, would let
  // a handler queue work the workers only find at their next poll, or wake them before commit.
  const allowed: [RegExp, string[]][] = [
    [/\.poke\(/, ["outbox/commit.ts"]],
    [/\benqueueMail\(/, ["outbox/commit.ts", "outbox/queue.ts"]],
    [/\bwriteEvents\(/, ["outbox/commit.ts", "webhooks/queue.ts"]],
    [/\b(enqueueMailJson|insertEventJson)\(/, ["outbox/queue.ts", "webhooks/queue.ts", "http/form-statement.ts"]],
    [/insert\((outbox|webhookDeliveries)\)/, ["outbox/queue.ts", "webhooks/queue.ts"]],
  ];
  const found = serverSources().flatMap((file) => {
    const text = readFileSync(join(import.meta.dirname, "..", file), "utf8");
    return allowed.filter(([pattern, files]) => pattern.test(text) && !files.includes(file)).map(([pattern]) => `${file}: ${pattern.source}`);
  });
  expect(found).toEqual([]);
});
