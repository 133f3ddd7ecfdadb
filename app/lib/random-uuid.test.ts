// The idempotency key of every form submission (use-protected-form.ts) is one of these.
import { expect, it } from "vitest";
import { randomUuid } from "./random-uuid";

it("makes a fresh v4 UUID each time, with or without crypto.randomUUID", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(randomUuid()).toMatch(uuid);
  expect(randomUuid()).not.toBe(randomUuid());
  const randomUUID = crypto.randomUUID;
  try {
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    for (let i = 0; i < 50; i++) expect(randomUuid()).toMatch(uuid);
  } finally {
    Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
  }
});
