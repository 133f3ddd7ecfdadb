// `npm run fixture:react-router`: builds the site and keeps a page and the manifest as React
// Router wrote them (only our own head scripts minified), before the build rewrites them
// (scripts/build-end.ts), as the fixture the rewrite's tests read (scripts/fixtures/). Run
// it after upgrading React Router, then make scripts/postbuild-html.test.ts and scripts/trim-manifest.test.ts pass again:
// until they do, the build keeps React Router's own bootstrap rather than breaking.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { FIXTURE_CAPTURE_SETTING } from "./react-router-fixture.ts";

const fixtures = join(import.meta.dirname, "fixtures");
execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, [FIXTURE_CAPTURE_SETTING]: fixtures } });
