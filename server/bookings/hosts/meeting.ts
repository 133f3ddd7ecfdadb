// Where a demo happens: the host's own meetingUrl from the hosts file, or, with
// BOOKING_VIDEO=jitsi, a Jitsi Meet room made for the booking. A Jitsi room is open to whoever
// knows its name, so the name carries 128 random bits: nobody finds it by guessing.
import { randomBytes } from "node:crypto";
import type { Host } from "./hosts-file.ts";
import type { HostSettings } from "./settings.ts";

export function meetingUrlFor(host: Host, { video, jitsiUrl }: Pick<HostSettings, "video" | "jitsiUrl">): string | null {
  if (host.meetingUrl) return host.meetingUrl;
  if (video !== "jitsi") return null;
  return new URL(`Demo-${randomBytes(16).toString("hex")}`, jitsiUrl.endsWith("/") ? jitsiUrl : `${jitsiUrl}/`).href;
}
