import { describe, expect, it } from "vitest";
import { hashIp, requestIpHash } from "./keyed-hash.ts";

describe("requestIpHash", () => {
  it("is hashIp of the request's client, whichever key asks and however often", () => {
    const request = { ip: "203.0.113.77" };
    expect(requestIpHash(request, "chave-a")).toBe(hashIp("203.0.113.77", "chave-a"));
    expect(requestIpHash(request, "chave-a")).toBe(hashIp("203.0.113.77", "chave-a"));
    expect(requestIpHash(request, "chave-b")).toBe(hashIp("203.0.113.77", "chave-b"));
    expect(requestIpHash({ ip: "2001:db8:1:2::9" }, "chave-a")).toBe(hashIp("2001:db8:1:2::1", "chave-a"));
  });
});
