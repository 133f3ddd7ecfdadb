// verifyAltchaSolution must reach altcha-lib's verdict on every token: a solved challenge,
// and each way a token can be forged, tampered with, malformed or late.
import { createChallenge, solveChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyAltchaSolution, type AltchaVerdict } from "./altcha-solution.ts";

const secrets = { signatureSecret: "segredo-da-assinatura-0123456789", keySignatureSecret: "segredo-da-chave-0123456789abcdef" };
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

let challenge: Challenge;
let solution: Solution;

beforeAll(async () => {
  challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 7,
    deriveKey,
    expiresAt: new Date(NOW + 10 * 60_000),
    hmacSignatureSecret: secrets.signatureSecret,
    hmacKeySignatureSecret: secrets.keySignatureSecret,
  });
  solution = (await solveChallenge({ challenge, deriveKey }))!;
});

/** altcha-lib's verdict, in the same three words. */
async function libraryVerdict(token: { challenge: Challenge; solution: Solution }, nowMs: number): Promise<AltchaVerdict> {
  const realNow = Date.now;
  Date.now = () => nowMs;
  try {
    const result = await verifySolution({ ...token, deriveKey, hmacSignatureSecret: secrets.signatureSecret, hmacKeySignatureSecret: secrets.keySignatureSecret });
    return result.expired ? "expired" : result.verified ? "verified" : "invalid";
  } finally {
    Date.now = realNow;
  }
}

const flipLastHex = (hex: string) => hex.slice(0, -1) + (hex.endsWith("0") ? "1" : "0");

type Mutation = (token: { challenge: Challenge; solution: Solution }) => { challenge: Challenge; solution: Solution };
const cases: [string, Mutation, number?][] = [
  ["a solved challenge", (t) => t],
  ["a wrong derived key", (t) => ({ ...t, solution: { ...t.solution, derivedKey: flipLastHex(t.solution.derivedKey) } })],
  ["a derived key in upper case", (t) => ({ ...t, solution: { ...t.solution, derivedKey: t.solution.derivedKey.toUpperCase() } })],
  ["a derived key of odd length", (t) => ({ ...t, solution: { ...t.solution, derivedKey: t.solution.derivedKey.slice(1) } })],
  ["a derived key that is not a string", (t) => ({ ...t, solution: { ...t.solution, derivedKey: 12 as unknown as string } })],
  ["another counter (the key signature decides)", (t) => ({ ...t, solution: { ...t.solution, counter: t.solution.counter + 1_000_000 } })],
  ["a negative counter", (t) => ({ ...t, solution: { ...t.solution, counter: -1 } })],
  ["a fractional counter", (t) => ({ ...t, solution: { ...t.solution, counter: 1.5 } })],
  ["a counter past 32 bits", (t) => ({ ...t, solution: { ...t.solution, counter: 2 ** 32 } })],
  ["a tampered parameter", (t) => ({ ...t, challenge: { ...t.challenge, parameters: { ...t.challenge.parameters, cost: 2 } } })],
  ["a later expiry written in", (t) => ({ ...t, challenge: { ...t.challenge, parameters: { ...t.challenge.parameters, expiresAt: (t.challenge.parameters.expiresAt ?? 0) + 3600 } } })],
  ["a forged signature", (t) => ({ ...t, challenge: { ...t.challenge, signature: flipLastHex(t.challenge.signature!) } })],
  ["the signature in upper case", (t) => ({ ...t, challenge: { ...t.challenge, signature: t.challenge.signature!.toUpperCase() } })],
  ["no signature", (t) => ({ ...t, challenge: { ...t.challenge, signature: "" } })],
  ["parameters with their keys in another order", (t) => ({ ...t, challenge: { ...t.challenge, parameters: Object.fromEntries(Object.entries(t.challenge.parameters).toReversed()) as Challenge["parameters"] } })],
  ["a solved challenge submitted after it expired", (t) => t, NOW + 11 * 60_000],
];

describe("verifyAltchaSolution agrees with altcha-lib", () => {
  it.each(cases)("%s", async (_name, mutate, at = NOW) => {
    const token = mutate({ challenge: structuredClone(challenge), solution: structuredClone(solution) });
    const expected = await libraryVerdict(token, at);
    expect(verifyAltchaSolution(token, secrets, at)).toBe(expected);
  });

  it("verifies the solved challenge and refuses a wrong key, so the table above compares both outcomes", () => {
    expect(verifyAltchaSolution({ challenge, solution }, secrets, NOW)).toBe("verified");
    expect(verifyAltchaSolution({ challenge, solution: { ...solution, derivedKey: flipLastHex(solution.derivedKey) } }, secrets, NOW)).toBe("invalid");
    expect(verifyAltchaSolution({ challenge, solution }, secrets, NOW + 11 * 60_000)).toBe("expired");
  });
});

describe("security review: a signature that is not 64 hex digits is invalid, never an exception", () => {
  // 64 characters, 128 bytes in UTF-8: comparing its bytes with a digest's 64 threw.
  const nonAscii = "é".repeat(64);

  it.each([
    ["a challenge signature of non-ASCII characters", (t: { challenge: Challenge; solution: Solution }) => ({ ...t, challenge: { ...t.challenge, signature: nonAscii } })],
    ["a key signature of non-ASCII characters", (t: { challenge: Challenge; solution: Solution }) => ({ ...t, challenge: { ...t.challenge, parameters: { ...t.challenge.parameters, keySignature: nonAscii } } })],
    ["a signature of 64 characters that are not hex", (t: { challenge: Challenge; solution: Solution }) => ({ ...t, challenge: { ...t.challenge, signature: "z".repeat(64) } })],
    ["parameters that cannot be serialised", (t: { challenge: Challenge; solution: Solution }) => ({ ...t, challenge: { ...t.challenge, parameters: { ...t.challenge.parameters, cost: 10n as unknown as number } } })],
  ])("%s", (_name, mutate) => {
    const token = mutate({ challenge: structuredClone(challenge), solution: structuredClone(solution) });
    expect(verifyAltchaSolution(token, secrets, NOW)).toBe("invalid");
  });
});
