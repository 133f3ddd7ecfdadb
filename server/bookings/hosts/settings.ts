// What the server needs to book demos with hosts (BOOKING_HOSTS_FILE and the BOOKING_BUSY_*,
// BOOKING_BUFFER_MINUTES and BOOKING_VIDEO switches, parsed by server/config.ts).
import type { Host } from "./hosts-file.ts";

export type BookingVideo = "none" | "jitsi";

export interface HostSettings {
  hosts: Host[];
  /** Minutes kept free before and after each event of a host's calendars. */
  bufferMinutes: number;
  /** How often each host's calendars are read. */
  refreshSeconds: number;
  /** A host whose calendars were last read longer ago than this offers no slots. */
  maxStaleSeconds: number;
  /** How long one calendar call may take. */
  timeoutMs: number;
  /** "jitsi": a booking whose host has no meetingUrl gets a generated Jitsi room. */
  video: BookingVideo;
  /** Where generated rooms live (BOOKING_JITSI_URL). */
  jitsiUrl: string;
}
