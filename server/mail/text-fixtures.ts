// Where the pinned texts of the sample messages live (write-text-fixtures.ts, texts.test.ts).
import { fileURLToPath } from "node:url";

export const TEXT_FIXTURES_DIR = fileURLToPath(new URL("./text-fixtures", import.meta.url));
/** The text of the sample `name`, byte for byte as sent (no newline added at its end). */
export const textFixturePath = (name: string) => `${TEXT_FIXTURES_DIR}/${name}.txt`;
export const SUBJECTS_FIXTURE = `${TEXT_FIXTURES_DIR}/subjects.json`;
