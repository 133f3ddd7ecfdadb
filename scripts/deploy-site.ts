// `npm run deploy:site -- <dir>`: what nginx serves in front of the instances
// (deploy/nginx.conf), from the build and this environment, exactly as the server would:
//   <dir>/site/                 every page answered at its own address as <path>/index.html,
//                               with this deployment's runtime config, and every other file
//                               of the build, each with the .gz (and .br) twin the server sends
//   <dir>/security-headers.conf the server's security headers, CSP with the pages' inline-script
//                               hashes, as nginx add_header lines
// Run it with the servers' environment after each build or configuration change (the CSP
// hashes follow the pages). Everything else (the SPA fallback, not-found pages, redirects)
// nginx leaves to the instances.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { loadConfig } from "../server/config.ts";
import { servedSite } from "../server/served-site.ts";
import { pagesAtTheirAddress, type SiteFile } from "../server/static-site.ts";

const [out, ...rest] = process.argv.slice(2);
if (!out || rest.length > 0) {
  console.error("Usage: npm run deploy:site -- <dir>   (writes <dir>/site and <dir>/security-headers.conf for deploy/nginx.conf)");
  process.exit(2);
}

const config = loadConfig();
if (!config.clientDir) {
  console.error("SERVE_CLIENT=false: there is no build to serve.");
  process.exit(1);
}
const { site, headers } = await servedSite(config);
const root = join(resolve(out), "site");
rmSync(root, { recursive: true, force: true });

function write(path: string, file: SiteFile) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.body);
  if (file.gzip) writeFileSync(`${target}.gz`, file.gzip);
  if (file.br) writeFileSync(`${target}.br`, file.br);
}

for (const [path, page] of pagesAtTheirAddress(site!)) write(path === "/" ? "/index.html" : `${path}/index.html`, page);
for (const [path, file] of site!.files) write(path, file);

/** nginx's double-quoted string: a backslash and a quote are escaped. */
const quoted = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
writeFileSync(join(resolve(out), "security-headers.conf"), `# Written by npm run deploy:site: the server's own security headers.\n${lines.join("\n")}\n`);
console.log(`Wrote ${root} and ${join(resolve(out), "security-headers.conf")}.`);
