// Password hashing with scrypt (memory-hard, built into Node): a random 16-byte salt per
// password, and the parameters stored with the hash so they can be raised later. Each hash
// takes 128 MiB and a few hundred milliseconds, so at most HASH_CONCURRENCY run at once
// and the others queue: a burst of sign-ups or resets cannot exhaust memory or starve the
// event loop's thread pool. The queue is bounded too (HASH_QUEUE_MAX): beyond it a hash is
// refused at once (PasswordHashingBusy, a 503 with Retry-After), so a flood cannot pile up
// requests that would each wait longer than anyone waits for an answer.
import { availableParallelism } from "node:os";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1. */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Hashes that may wait for a free slot: at a few hundred ms each, some seconds' worth. */
export const HASH_QUEUE_MAX = 32;
/** What a refused request asks the browser to wait before trying again. */
export const HASH_BUSY_RETRY_SECONDS = 5;
const maxmem = (N: number, r: number) => 256 * N * r;

/** HASH_QUEUE_MAX hashes already wait for a slot. */
export class PasswordHashingBusy extends Error {
  constructor() {
    super("too many password hashes waiting");
  }
}

let running = 0;
const waiting: (() => void)[] = [];
const stats = { started: 0, peak: 0 };

/**
 * Runs `work` in a hashing slot, once fewer than HASH_CONCURRENCY hashes are running;
 * throws PasswordHashingBusy at once when HASH_QUEUE_MAX already wait.
 */
export async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_MAX) throw new PasswordHashingBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  stats.started++;
  stats.peak = Math.max(stats.peak, running);
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );

/** A new hash of `password`, at the cost of `params` (stored with it, which is all verifying needs). */
export async function hashPassword(password: string, params: Readonly<ScryptParams> = SCRYPT_PARAMS): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const N = Number(n), R = Number(r), P = Number(p);
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return timingSafeEqual(key, expected);
}

/** Hashes started since the process began, and the most that ever ran at once. */
export function hashingStats(): { started: number; peak: number; limit: number } {
  return { ...stats, limit: HASH_CONCURRENCY };
}

/**
 * A stored hash (scrypt$N$r$p$salt$hash, base64url) in the PHC string format other systems
 * read: $scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<hash>, standard base64 without padding.
 * The platform verifies a first sign-in with it (contracts/events.ts, trial.started).
 */
const standardBase64 = (base64url: string) => Buffer.from(base64url, "base64url").toString("base64").replace(/=+$/, "");

export function toPhcString(stored: string): string {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const ln = Math.log2(Number(n));
  if (scheme !== "scrypt" || !Number.isInteger(ln) || !/^\d+$/.test(r ?? "") || !/^\d+$/.test(p ?? "") || !salt || !hash) {
    throw new Error("not a stored scrypt hash");
  }
  return `$scrypt$ln=${ln},r=${r},p=${p}$${standardBase64(salt)}$${standardBase64(hash)}`;
}
