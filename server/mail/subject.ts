// Every e-mail subject passes here on its way into the outbox (enqueueMail). A subject often
// quotes what a visitor typed (a name, a company): control characters, CR and LF above all,
// would break the header line, and Unicode line separators and bidirectional overrides would
// disguise what it says. Each run of them becomes one space.

/** C0 and C1 controls, DEL, the line and paragraph separators, bidi embeddings, overrides and isolates. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_SUBJECT = /[\0-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

export function cleanSubject(subject: string): string {
  return subject.replace(UNSAFE_IN_SUBJECT, " ").replace(/ {2,}/g, " ").trim();
}
