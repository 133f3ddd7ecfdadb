// Every subject is cleaned once, where all mail passes: enqueueMail.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema.ts";
import { describeEachEngine, testServer } from "../test/engines.ts";
import { enqueueMail } from "../outbox/queue.ts";
import { cleanSubject } from "./subject.ts";

describe("cleanSubject", () => {
  it("turns control characters, CR/LF, line separators and bidi overrides into one space", () => {
    expect(cleanSubject("Olá\r\nBcc: vitima@exemplo.com")).toBe("Olá Bcc: vitima@exemplo.com");
    expect(cleanSubject("Relatório:\u0000\u0007 Empresa\u0085X\u2028Y\u202Etxt.exe\u2066")).toBe("Relatório: Empresa X Y txt.exe");
    expect(cleanSubject("\tDemonstração agendada: 24/11/2026 às 14:00 \n")).toBe("Demonstração agendada: 24/11/2026 às 14:00");
  });

  it("leaves an ordinary subject alone, emoji and accents included", () => {
    const subject = "Recebemos sua solicitação, João 👩‍💼";
    expect(cleanSubject(subject)).toBe(subject);
  });
});

describeEachEngine("enqueueMail", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine));
  });
  afterAll(() => app.close());

  it("stores every subject cleaned", async () => {
    await enqueueMail(app.database.db, [
      { kind: "test.subject", to: "vitima@exemplo.com", about: ["vitima@exemplo.com"], subject: "Convite de Rafaela\r\nBcc: todos@exemplo.com\u202E", text: "Olá" },
    ]);
    const [row] = await app.database.db.select().from(outbox);
    expect(row!.subject).toBe("Convite de Rafaela Bcc: todos@exemplo.com");
  });
});
