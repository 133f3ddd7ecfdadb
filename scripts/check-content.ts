// `npm run build` runs this first: a content file breaking its collection's rules stops the
// build with one line naming the file, the field and the problem.
import { checkContent, ContentError } from "./content/check.ts";

try {
  checkContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
