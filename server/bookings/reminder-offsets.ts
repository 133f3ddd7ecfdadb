// BOOKING_REMINDERS: how long before a demo each reminder goes out, e.g. '24h,1h' (the
// default) or '2m' (minutes, so a test need not wait hours).
const OFFSET = /^(\d{1,4})([mh])$/;

/** The offsets in minutes, largest first; null when the list is malformed (or repeats an offset). */
export function parseReminderOffsets(value: string): number[] | null {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const minutes: number[] = [];
  for (const part of parts) {
    const match = OFFSET.exec(part);
    if (!match) return null;
    const offset = Number(match[1]) * (match[2] === "h" ? 60 : 1);
    if (offset === 0 || minutes.includes(offset)) return null;
    minutes.push(offset);
  }
  return minutes.toSorted((a, b) => b - a);
}

/** 'em 24 horas', 'em 1 hora', 'em 2 minutos', 'em 1 hora e 30 minutos': the reminder's words for an offset. */
export function offsetWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [...(hours ? [`${hours} ${hours === 1 ? "hora" : "horas"}`] : []), ...(rest ? [`${rest} ${rest === 1 ? "minuto" : "minutos"}`] : [])];
  return `em ${parts.join(" e ")}`;
}
