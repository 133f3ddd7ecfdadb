// The text part of every message is a contract: the samples (message-samples.ts) must render
// the very bytes pinned in text-fixtures/, which were written from the messages as they were
// when the text and the HTML were still built apart. A changed word fails here; to change one
// on purpose, run write-text-fixtures.ts and review the diff.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGE_SAMPLES } from "./message-samples.ts";
import { SUBJECTS_FIXTURE, TEXT_FIXTURES_DIR, textFixturePath } from "./text-fixtures.ts";

const samples = Object.entries(MESSAGE_SAMPLES);

describe("the text of every message", () => {
  it("has a pinned text for each sample and none for a sample that is gone", () => {
    const pinned = readdirSync(TEXT_FIXTURES_DIR).filter((file) => file.endsWith(".txt"));
    expect(pinned.toSorted()).toEqual(samples.map(([name]) => `${name}.txt`).toSorted());
  });

  it.each(samples)("%s renders its pinned text byte for byte", (name, mail) => {
    expect(mail.text).toBe(readFileSync(textFixturePath(name), "utf8"));
  });

  it("keeps every subject", () => {
    const subjects = Object.fromEntries(samples.map(([name, mail]) => [name, mail.subject]));
    expect(subjects).toEqual(JSON.parse(readFileSync(SUBJECTS_FIXTURE, "utf8")));
  });
});
