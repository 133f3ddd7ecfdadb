// The three parts of ARCHITECTURE.md and who may import whom:
//   contracts/  imports neither app/ nor server/, and no node: module (the browser runs it)
//   server/     never imports app/
//   app/        never imports server/
// Every import form counts: static, type-only, re-exports, dynamic import() and vi.mock().
// `npm test` runs this file; it prints each crossing and exits non-zero when there is one.
import { readdirSync, readFileSync } from "node:fs";
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

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** Every module specifier of a source file, in every import form above (scripts/declared-dependencies.test.ts reads them too). */
export const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)(["'])([^"'\n]+)\1/g;

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

/** Every import that crosses a boundary, in the three parts under `root`. */
export function findCrossings(root: string): Crossing[] {
  const crossings: Crossing[] = [];
  for (const part of Object.keys(FORBIDDEN) as Part[]) {
    for (const file of sourceFiles(path.join(root, part))) {
      const text = readFileSync(file, "utf8");
      const isTest = /\.test\.tsx?$/.test(file);
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[2]!;
        const relative = path.relative(root, file);
        const at = { file: relative, line: lineAt(text, match.index), specifier };
        if (part === "contracts" && !isTest && specifier.startsWith("node:")) {
          crossings.push({ ...at, rule: "contracts/ runs in the browser too: no node: modules" });
          continue;
        }
        if (!specifier.startsWith(".")) continue;
        const target = partOf(root, path.resolve(path.dirname(file), specifier));
        if (target && FORBIDDEN[part].includes(target)) {
          crossings.push({ ...at, rule: `${part}/ never imports ${target}/` });
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
