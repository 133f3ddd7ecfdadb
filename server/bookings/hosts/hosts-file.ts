// The people demos are booked with (BOOKING_HOSTS_FILE, README 'Demo hosts'): who they are,
// where their busy time is read (ICS feeds, CalDAV calendars), their own video room and their
// hours. Read and validated once at start-up: a missing field or a repeated id stops the
// start with one line naming it. Without the file, bookings keep their anonymous seats.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { ConfigError } from "../../config-error.ts";
import { outboundUrlProblem } from "../../http/outbound.ts";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const RANGE = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
/** The one line that stops the start. */
const hostsFileError = (detail: string) => new ConfigError(`Invalid configuration: BOOKING_HOSTS_FILE: ${detail}`);

/** 'HH:MM-HH:MM' as minutes since midnight; null is "not on those days". */
const hoursRange = z
  .string()
  .regex(RANGE, { message: 'expected "HH:MM-HH:MM", e.g. "09:00-17:30" / esperado "HH:MM-HH:MM"' })
  .transform((value, ctx) => {
    const [, from, to] = RANGE.exec(value)!;
    if (!CLOCK.test(from!) || !CLOCK.test(to!)) {
      ctx.addIssue({ code: "custom", message: "not a time of day / horário inválido" });
      return z.NEVER;
    }
    if (minutesOf(from!) >= minutesOf(to!)) {
      ctx.addIssue({ code: "custom", message: "the end must come after the start / o fim deve vir depois do início" });
      return z.NEVER;
    }
    return { from: minutesOf(from!), to: minutesOf(to!) };
  })
  .nullable();

const httpUrl = z.url({ protocol: /^https?$/, message: "expected an http(s) URL / esperada uma URL http(s)" });

const busySource = z.union(
  [
    z.strictObject({ ics: httpUrl }),
    z.strictObject({ caldav: z.strictObject({ url: httpUrl, username: z.string().min(1), password: z.string().min(1) }) }),
  ],
  { message: 'expected {"ics": "https://..."} or {"caldav": {"url", "username", "password"}} / esperado {"ics": ...} ou {"caldav": ...}' },
);

const hostSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, { message: "lowercase letters, digits, '.', '_' or '-' / letras minúsculas, dígitos, '.', '_' ou '-'" }),
  name: z.string().trim().min(1).max(120),
  email: z.email(),
  busy: z.array(busySource),
  meetingUrl: z.url({ protocol: /^https$/, message: "expected an https:// link / esperado um link https://" }).optional(),
  /** Within the site's business hours (contracts/landing.ts): a day absent keeps the site's hours, null is not working that day. */
  hours: z.strictObject({ weekdays: hoursRange.optional(), saturday: hoursRange.optional() }).optional(),
});

const hostsFileSchema = z.strictObject({ hosts: z.array(hostSchema).min(1, { message: "list at least one host / liste ao menos uma pessoa" }) });

export type Host = z.output<typeof hostSchema>;
export type BusySource = Host["busy"][number];
/** A host's working hours by kind of day, in Brasília minutes since midnight. */
export type HostHours = NonNullable<Host["hours"]>;

/** The path of a zod issue as it reads in the file: hosts[1].busy[0].ics. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), "");
}

/** Parses the hosts file's text; throws a ConfigError of one line naming the field at fault. */
export function parseHostsFile(text: string, { production = false }: { production?: boolean } = {}): Host[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw hostsFileError(`not valid JSON / JSON inválido (${(error as Error).message})`);
  }
  const parsed = hostsFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    throw hostsFileError(`${fieldPath(issue.path) || "(file)"}: ${missing ? "missing / campo obrigatório ausente" : issue.message}`);
  }
  const { hosts } = parsed.data;
  const seen = new Set<string>();
  for (const [index, host] of hosts.entries()) {
    if (seen.has(host.id)) throw hostsFileError(`hosts[${index}].id: "${host.id}" is used twice / id repetido`);
    seen.add(host.id);
    if (!production) continue;
    for (const [i, source] of host.busy.entries()) {
      const url = "ics" in source ? source.ics : source.caldav.url;
      const problem = outboundUrlProblem(url);
      if (problem) throw hostsFileError(`hosts[${index}].busy[${i}]: ${problem}`);
    }
  }
  return hosts;
}

/** Reads and validates the hosts file at `path`. */
export function loadHostsFile(path: string, options?: { production?: boolean }): Host[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw hostsFileError(`cannot read ${path} / não foi possível ler o arquivo (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return parseHostsFile(text, options);
}
