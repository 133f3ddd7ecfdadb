// Writes text-fixtures/ from the samples: the text of every message and every subject, as a
// recipient gets them. texts.test.ts holds the messages to these files, so run this only to
// change a message's words on purpose, and review the diff:
//   node server/mail/write-text-fixtures.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { MESSAGE_SAMPLES } from "./message-samples.ts";
import { TEXT_FIXTURES_DIR, textFixturePath, SUBJECTS_FIXTURE } from "./text-fixtures.ts";

mkdirSync(TEXT_FIXTURES_DIR, { recursive: true });
for (const file of readdirSync(TEXT_FIXTURES_DIR)) rmSync(`${TEXT_FIXTURES_DIR}/${file}`);
for (const [name, mail] of Object.entries(MESSAGE_SAMPLES)) writeFileSync(textFixturePath(name), mail.text);
const subjects = Object.fromEntries(Object.entries(MESSAGE_SAMPLES).map(([name, mail]) => [name, mail.subject]));
writeFileSync(SUBJECTS_FIXTURE, `${JSON.stringify(subjects, null, 2)}\n`);
console.info(`Wrote ${Object.keys(MESSAGE_SAMPLES).length} texts and their subjects to ${TEXT_FIXTURES_DIR}`);
