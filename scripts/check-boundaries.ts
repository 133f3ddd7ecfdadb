// The three parts of ARCHITECTURE.md and who may import whom:
//   contracts/  imports neither app/ nor server/, and no node: module (the browser runs it)
//   server/     never imports app/
//   app/        never imports server/
// Every import form counts: static, type-only, re-exports, dynamic import(), vi.mock() and a
// file's address (new URL("./x.ts", import.meta.url), how workers and lazy configs load).
// A file outside the three parts (a root config such as keystatic.config.ts, a script) belongs
// to none of them, so an import of it is followed through to what it imports in turn: the
// server loading a root file that loads app/ reaches into app/ all the same.
// `npm test` runs this file; it prints each crossing and exits non-zero when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type Part = "contracts" | "server" | "app";

const FORBIDDEN: Record<Part, readonly Part[]> = {
  contracts: ["app", "server"],
  server: ["app"],
  app: ["server"],
};

export interface Crossing {
  /** Repository-relative path of the importing file. */
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const NO_NODE_MODULES = "contracts/ runs in the browser too: no node: modules";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** How a specifier without its extension or naming a folder is found, as Vite and TypeScript do. */
const RESOLVED_SUFFIXES = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];
/** Every module specifier of a source file, in every import form above (scripts/declared-dependencies.test.ts reads them too). */
export const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*|\bnew\s+URL\(\s*(?=["']\.\.?\/[^"'\n]*["']\s*,\s*import\.meta\.url))(["'])([^"'\n]+)\1/g;

export function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function partOf(root: string, file: string): Part | null {
  const top = path.relative(root, file).split(path.sep)[0];
  return top === "contracts" || top === "server" || top === "app" ? top : null;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The module specifiers of `text`, with where each stands. */
function* specifiers(text: string): Generator<{ specifier: string; index: number }> {
  for (const match of text.matchAll(SPECIFIER)) yield { specifier: match[2]!, index: match.index };
}

/** The source file a relative specifier names, or null for anything that is not code in the repository (JSON, assets, a missing file). */
function sourceFileOf(root: string, target: string): string | null {
  if (path.relative(root, target).startsWith("..")) return null;
  for (const suffix of RESOLVED_SUFFIXES) {
    const candidate = target + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * What a file of `part` reaches through the file `start` outside the three parts: every
 * import of a part forbidden to it, and of a node: module when `browserBound`, found by
 * following the imports of files outside the parts until they land in a part. Each comes
 * with the rule it breaks and the chain of repository paths that leads to it.
 */
function reachedThrough(root: string, part: Part, browserBound: boolean, start: string): { rule: string; chain: string[] }[] {
  const reached: { rule: string; chain: string[] }[] = [];
  const seen = new Set([start]);
  const queue = [{ file: start, chain: [path.relative(root, start)] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { file, chain } = next;
    for (const { specifier } of specifiers(readFileSync(file, "utf8"))) {
      if (specifier.startsWith("node:")) {
        if (browserBound) reached.push({ rule: NO_NODE_MODULES, chain: [...chain, specifier] });
        continue;
      }
      if (!specifier.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const targetPart = partOf(root, target);
      if (targetPart) {
        if (FORBIDDEN[part].includes(targetPart)) reached.push({ rule: `${part}/ never imports ${targetPart}/`, chain: [...chain, path.relative(root, target)] });
        continue;
      }
      const source = sourceFileOf(root, target);
      if (source && !seen.has(source)) {
        seen.add(source);
        queue.push({ file: source, chain: [...chain, path.relative(root, source)] });
      }
    }
  }
  return reached;
}

/** Every import that crosses a boundary, in the three parts under `root`. */
export function findCrossings(root: string): Crossing[] {
  const crossings: Crossing[] = [];
  for (const part of Object.keys(FORBIDDEN) as Part[]) {
    for (const file of sourceFiles(path.join(root, part))) {
      const text = readFileSync(file, "utf8");
      // Tests run under Node only, so they may use its modules.
      const browserBound = part === "contracts" && !/\.test\.tsx?$/.test(file);
      const relative = path.relative(root, file);
      for (const { specifier, index } of specifiers(text)) {
        const at = { file: relative, line: lineAt(text, index), specifier };
        if (browserBound && specifier.startsWith("node:")) {
          crossings.push({ ...at, rule: NO_NODE_MODULES });
          continue;
        }
        if (!specifier.startsWith(".")) continue;
        const resolved = path.resolve(path.dirname(file), specifier);
        const target = partOf(root, resolved);
        if (target && FORBIDDEN[part].includes(target)) {
          crossings.push({ ...at, rule: `${part}/ never imports ${target}/` });
          continue;
        }
        const neutral = target ? null : sourceFileOf(root, resolved);
        if (!neutral) continue;
        for (const { rule, chain } of reachedThrough(root, part, browserBound, neutral)) {
          crossings.push({ ...at, rule: `${rule} (through ${chain.join(" -> ")})` });
        }
      }
    }
  }
  return crossings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const crossings = findCrossings(root);
  for (const c of crossings) console.error(`${c.file}:${c.line} imports "${c.specifier}": ${c.rule}`);
  console.info(crossings.length ? `${crossings.length} boundary crossing(s)` : "No boundary crossings.");
  process.exit(crossings.length ? 1 : 0);
}
