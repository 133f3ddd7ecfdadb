// The words a recipient reads are a contract: every sample (message-samples.ts) renders the
// subject and the text pinned in __snapshots__/texts.test.ts.snap, first written from the
// messages as they were when the text and the HTML were still built apart. A changed word, a
// new sample without its pinned text or a pinned text whose sample is gone fails here (the
// config's `update: "none"`); to change words on purpose, run
// `npx vitest run server/mail/texts.test.ts --update` and review the diff.
import { expect, it } from "vitest";
import { MESSAGE_SAMPLES } from "./message-samples.ts";

it.each(Object.entries(MESSAGE_SAMPLES))("%s: its subject and text, byte for byte", (_name, mail) => {
  expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
});
