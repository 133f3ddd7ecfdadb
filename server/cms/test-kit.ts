// For the editor's tests: HTTP requests over a real socket with any Host header (fetch
// won't set one), and an address of this machine that is not loopback.
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to `address`:`port`, saying `host` in its Host header. */
export function rawRequest(address: string, port: number, { method = "GET", path, host, headers = {}, body }: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: address, port, method, path, headers: { ...headers, host }, agent: false }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * An IPv4 address of this machine's network (not loopback): a connection to it comes from
 * it, so the server sees a peer that is not loopback without a second machine. Null when the
 * machine has no network; the tests that need it then say so and skip.
 */
export function networkAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((address) => address.family === "IPv4" && !address.internal);
    if (found) return found.address;
  }
  return null;
}

/** A local-mode save as Keystatic's editor sends it, with `files` as its additions. */
export function saveBody(files: { path: string; contents: string | Buffer }[], deletions: string[] = []): string {
  return JSON.stringify({
    additions: files.map(({ path, contents }) => ({ path, contents: Buffer.from(contents).toString("base64url") })),
    deletions: deletions.map((path) => ({ path })),
  });
}
