import { expect, it } from "vitest";
import { clientAddressKey, clientNetworkKey } from "./client-address.ts";

it("keys IPv6 clients by their /64, so one subscriber cannot rotate addresses past a limit", () => {
  const a = clientAddressKey("2001:db8:abcd:12::1");
  expect(clientAddressKey("2001:db8:abcd:12:ffff:ffff:ffff:ffff")).toBe(a);
  expect(clientAddressKey("2001:0db8:abcd:0012:0000:0000:0000:0042")).toBe(a);
  expect(clientAddressKey("2001:db8:abcd:13::1")).not.toBe(a);
  expect(a).toBe("2001:db8:abcd:12::/64");
});

it("keys an IPv4-mapped IPv6 address as the IPv4 client it is", () => {
  expect(clientAddressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
  expect(clientAddressKey("::ffff:c000:207")).toBe("192.0.2.7");
  expect(clientAddressKey("192.0.2.7")).toBe("192.0.2.7");
});

it("keeps IPv4 addresses whole and leaves anything else as it came", () => {
  expect(clientAddressKey("192.0.2.8")).not.toBe(clientAddressKey("192.0.2.7"));
  expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(clientAddressKey("desconhecido")).toBe("desconhecido");
});

it("groups client addresses into their network: an IPv4 /24, an IPv6 /48 (every /64 of one site)", () => {
  expect(clientNetworkKey("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
  expect(clientNetworkKey("2001:0db8:abcd:ffff:1:2:3:4")).toBe("2001:db8:abcd::/48");
  expect(clientNetworkKey("2001:db8:abce:12::1")).not.toBe(clientNetworkKey("2001:db8:abcd:12::1"));
  expect(clientNetworkKey("198.51.100.7")).toBe("198.51.100.0/24");
  expect(clientNetworkKey("::ffff:198.51.100.200")).toBe("198.51.100.0/24");
  expect(clientNetworkKey("198.51.101.7")).not.toBe(clientNetworkKey("198.51.100.7"));
  expect(clientNetworkKey("desconhecido")).toBe("desconhecido");
});
