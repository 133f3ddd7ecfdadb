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
} as const;

/** '6 meses', '1 ano', '2 anos'. */
export function formatMonths(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 ano" : `${months / 12} anos`;
  return months === 1 ? "1 mês" : `${months} meses`;
}

/** The instant `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
