// How long the site keeps each kind of personal data (LGPD art. 15 and 16). The privacy
// policy shows these periods and the server's housekeeping deletes what is older, so the
// promise and the behaviour cannot drift apart.
export const RETENTION_MONTHS = {
  /** Demo requests and demo bookings, counted from the request or the demo's time. */
  demoRequestsAndBookings: 24,
  /** Trial accounts (this site has no paid plans), counted from the end of the trial. */
  trialAccounts: 6,
  /** Maturity assessment reports sent by e-mail. */
  maturityReports: 12,
  /** Price calculator quotes (contract proposals). */
  quotes: 60,
  /** Records of cookie choices, kept as proof of consent. */
  consentRecords: 60,
  /**
   * Keyed hashes of e-mail addresses whose data was erased at their owner's request (the
   * suppression list), counted from the erasure. As long as the longest period above: past
   * it, no copy of the erased data (a backup, an old export) can still exist to come back.
   */
  erasureSuppressions: 60,
} as const;

/**
 * Records that exist only to get a job done, kept for hours or days (LGPD art. 6, III: no
 * more than the purpose needs).
 */
export const RETENTION_HOURS = {
  /**
   * Contents of a delivered e-mail (subject, text, attachments, recipient mailbox) in the
   * outbox and its .eml copy, counted from delivery. They carry single-use links and the
   * lead's data; the type, delivery status and dates of the message are kept.
   */
  sentMailContents: 7 * 24,
  /**
   * The same for an e-mail holding a working token link (account confirmation, new password,
   * access to the subscription, managing a booked demo, the data-rights page), counted from
   * delivery: the link is the recipient's alone, and their own copy is in their mailbox.
   */
  tokenMailContents: 1,
  /**
   * The same for an e-mail given up on, counted from its creation: long enough for an
   * operator to find out why it failed.
   */
  failedMailContents: 30 * 24,
  /** Idempotency keys of form submissions and the answer each one replays. */
  idempotencyKeys: 24,
  /**
   * The copy of each event sent to the sales CRM, the platform or RD Station, kept in the
   * sending queue so it can be sent again if the receiving system lost it; counted from
   * delivery, or from its creation if it was never delivered. An erasure notice not yet
   * delivered is kept until it is (server/privacy/registry.ts).
   */
  sentEvents: 30 * 24,
  /**
   * The e-mailed links of /privacidade/meus-dados (only hashes of the link and of the access
   * it opened, and the address it was asked for), counted from the request. They work for
   * minutes; the row only remembers meanwhile that a link was used or has expired.
   */
  dataRightsLinks: 24,
  /**
   * A demo booking never confirmed from the e-mailed link, counted from the end of its hold
   * (BOOKING_HOLD_MINUTES after it was made): meanwhile the link can still say the time was
   * released.
   */
  unconfirmedBookings: 24,
  /**
   * A request to receive the blog's newsletter never confirmed from the e-mailed link,
   * counted from the request: as long as the link works (double opt-in).
   */
  unconfirmedNewsletter: 7 * 24,
} as const;

/**
 * How long a captcha challenge may take from issue to submission: minutes, so a solved one
 * cannot be stockpiled. A solved challenge is remembered until then, so it cannot be used
 * twice, and no longer.
 */
export const CAPTCHA_CHALLENGE_TTL_MINUTES = 10;

/** '6 meses', '1 ano', '2 anos'. */
export function formatMonths(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 ano" : `${months / 12} anos`;
  return months === 1 ? "1 mês" : `${months} meses`;
}

/** '24 horas', '7 dias': whole days past one day, hours otherwise. */
export function formatHours(hours: number): string {
  if (hours > 24 && hours % 24 === 0) return `${hours / 24} dias`;
  return hours === 1 ? "1 hora" : `${hours} horas`;
}

/** The instant `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The instant `hours` hours before `now`. */
export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

/** How long aggregate measurement's daily counters and histograms are kept (server/measurement/retention.ts). */
export const MEASUREMENT_RETENTION_MONTHS = 25;
