// Third security review, finding 1 in `npm run dev` (scripts/dev.ts): the editor writes this
// working copy, and a page on any site could reach it by rebinding its DNS name to 127.0.0.1.
// Both of the dev server's ports refuse a Host that does not name this machine, and Vite's
// port refuses another machine even when Vite listens on the network (`-- --host`). Nothing
// here writes: every request reads the editor's file list.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, testSchemaName } from "../test/engines.ts";
import { freePort } from "../test/smtp-listener.ts";
import { LOCAL_ONLY_MESSAGE } from "./local-access.ts";
import { networkAddress, rawRequest } from "./test-kit.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const NETWORK_ADDRESS = networkAddress();
const TREE = { path: "/api/keystatic/tree", headers: { "no-cors": "1" } };

/** `npm run dev -- --host 0.0.0.0` on free ports; resolves once Vite and the API both listen. */
async function startDev(env: NodeJS.ProcessEnv): Promise<{ vitePort: number; apiPort: number; child: ChildProcess }> {
  const [vitePort, apiPort] = [await freePort(), await freePort()];
  // As from a terminal: Vitest's NODE_ENV=test is not the developer's.
  const { NODE_ENV: _vitest, ...inherited } = process.env;
  const child = spawn(process.execPath, ["scripts/dev.ts", "--host", "0.0.0.0"], {
    cwd: ROOT,
    // Its own process group, so the test ends Vite and the API with it.
    detached: true,
    env: {
      ...inherited,
      PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH}`,
      PORT: String(vitePort),
      API_PORT: String(apiPort),
      DATA_DIR: mkdtempSync(join(tmpdir(), "tramita-dev-")),
      LOG_LEVEL: "info",
      CMS_MODE: "",
      KEYSTATIC_GITHUB_REPO: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((ready, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Server listening at http://127.0.0.1:${apiPort}`) && new RegExp(`Local:\\s+\\S+:${vitePort}/`).test(stripVTControlCharacters(output))) ready();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => failed(new Error(`npm run dev stopped (${code}) before listening:\n${output}`)));
  });
  return { vitePort, apiPort, child };
}

for (const engine of ENGINES) {
  describe(`security review 3, finding 1: npm run dev was reachable through DNS rebinding [${engine}]`, { timeout: 60_000 }, () => {
    let dev: Awaited<ReturnType<typeof startDev>>;
    beforeAll(async () => {
      const postgres = engine === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: testSchemaName() } : {};
      dev = await startDev(postgres);
    }, 180_000);
    afterAll(async () => {
      if (!dev || dev.child.exitCode !== null) return;
      const exited = new Promise((done) => dev.child.once("exit", done));
      process.kill(-dev.child.pid!, "SIGTERM");
      await exited;
    });

    it("refuses a foreign Host on the API's port and on Vite's, and answers the editor on localhost", async () => {
      const api = await rawRequest("127.0.0.1", dev.apiPort, { ...TREE, host: `rebind.evil.example:${dev.apiPort}` });
      expect(api.status).toBe(403);
      expect(JSON.parse(api.body)).toEqual({ error: LOCAL_ONLY_MESSAGE, code: "FORBIDDEN_ORIGIN" });
      for (const path of [TREE.path, "/keystatic"]) {
        expect((await rawRequest("127.0.0.1", dev.vitePort, { ...TREE, path, host: `rebind.evil.example:${dev.vitePort}` })).status, path).toBe(403);
      }
      // An address Vite lets through by itself: the editor still answers this machine only.
      expect((await rawRequest("127.0.0.1", dev.vitePort, { ...TREE, host: `192.0.2.10:${dev.vitePort}` })).status).toBe(403);

      expect((await rawRequest("127.0.0.1", dev.apiPort, { ...TREE, host: `localhost:${dev.apiPort}` })).status).toBe(200);
      expect((await rawRequest("127.0.0.1", dev.vitePort, { ...TREE, host: `localhost:${dev.vitePort}` })).status).toBe(200);
    });

    it.skipIf(!NETWORK_ADDRESS)("refuses the editor to another machine when Vite listens on the network, even saying Host: localhost", async () => {
      const fromNetwork = await rawRequest(NETWORK_ADDRESS!, dev.vitePort, { ...TREE, host: `localhost:${dev.vitePort}` });
      expect(fromNetwork.status).toBe(403);
      expect(JSON.parse(fromNetwork.body)).toEqual({ error: LOCAL_ONLY_MESSAGE, code: "FORBIDDEN_ORIGIN" });
    });
  });
}
