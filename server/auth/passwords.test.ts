import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { hashPassword, toPhcString, verifyPassword } from "./passwords.ts";

describe("hashPassword", () => {
  it("hashes new passwords at OWASP's minimum for scrypt (N = 2^17, r = 8, p = 1), whatever the environment, stored with their parameters", async () => {
    expect(loadConfig({}).passwordHashing).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword("obra-segura-2026");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(toPhcString(stored)).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword("obra-segura-2026", stored)).toBe(true);
    expect(await verifyPassword("obra-segura-2027", stored)).toBe(false);
  });
});

describe("toPhcString", () => {
  it("writes a stored scrypt hash in PHC string format: ln = log2 N, standard base64 without padding", () => {
    const salt = Buffer.from([0xfb, 0xff, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0xfe]);
    const hash = Buffer.alloc(32, 0xff);
    const stored = ["scrypt", 131072, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$");
    expect(toPhcString(stored)).toBe(`$scrypt$ln=17,r=8,p=1$+/8BAgMEBQYHCAkKCwwN/g$${"/".repeat(42)}8`);
  });

  it("refuses anything else", () => {
    expect(() => toPhcString("bcrypt$10$abc")).toThrow("not a stored scrypt hash");
    expect(() => toPhcString("scrypt$1000$8$1$c2FsdA$aGFzaA")).toThrow("not a stored scrypt hash");
  });
});
