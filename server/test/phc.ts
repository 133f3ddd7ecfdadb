// What a receiver of the password hash does with it (docs/events/README.md): recompute the
// scrypt key from the PHC string alone and compare.
import { scryptSync } from "node:crypto";

/** Whether `password` matches the PHC string, checked as the platform would. */
export function phcVerifies(phc: string, password: string): boolean {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, "base64");
  const N = 2 ** Number(ln);
  const key = scryptSync(password.normalize("NFKC"), Buffer.from(salt!, "base64"), expected.length, { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) });
  return key.equals(expected);
}
