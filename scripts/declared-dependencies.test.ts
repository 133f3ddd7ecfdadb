// Every package the code imports is declared in package.json, so `npm ci` installs it on
// purpose rather than by luck (as a dependency of a dependency that may drop it any day).
import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles, SPECIFIER } from "./check-boundaries.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as Record<"dependencies" | "devDependencies", Record<string, string>>;
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

/** The package a bare specifier names ('react-dom/server' is react-dom); null for files, node: and virtual modules. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:)/.test(specifier) || isBuiltin(specifier)) return null;
  const [scopeOrName = "", name = ""] = specifier.replace(/\?.*$/, "").split("/");
  return scopeOrName.startsWith("@") ? `${scopeOrName}/${name}` : scopeOrName;
}

/** Comments go first: they quote imports as examples ('import "x"'). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");

const files = [
  ...["app", "server", "contracts", "scripts", "tests"].flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
  ...readdirSync(ROOT).filter((name) => /\.(ts|mts|js|mjs)$/.test(name)).map((name) => path.join(ROOT, name)),
];

describe("declared dependencies", () => {
  it("names the package of a specifier", () => {
    expect(packageOf("react-dom/server")).toBe("react-dom");
    expect(packageOf("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url")).toBe("@fontsource-variable/inter");
    expect(packageOf("zod")).toBe("zod");
    for (const local of ["./html.ts", "../contracts/site.ts", "node:fs", "fs", "virtual:react-router/server-build"]) expect(packageOf(local), local).toBeNull();
  });

  it("every package imported by app/, server/, contracts/, scripts/, tests/ and the root configs is declared in package.json", () => {
    const undeclared = files.flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(SPECIFIER)]
        .map((match) => packageOf(match[2]!))
        .filter((pkg): pkg is string => pkg !== null && !declared.has(pkg))
        .map((pkg) => `${path.relative(ROOT, file)} imports ${pkg}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });
});
