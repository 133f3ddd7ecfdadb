// The query parameters of e-mailed links that carry a secret. Apart from api-paths.ts: the
// head script that takes them out of the address bar is on every page, and so is this list.

/** The query parameter of the account e-mails' links that carries the token. */
export const ACCOUNT_TOKEN_PARAM = "token";
/** The query parameter of the booking e-mails' links (confirm, manage) that carries the token. */
export const BOOKING_TOKEN_PARAM = "reserva";
/** The query parameter of the data-rights link that carries the token. */
export const DATA_RIGHTS_TOKEN_PARAM = "acesso";
/**
 * Query parameters that carry a secret: the page takes them out of the address bar before
 * any other script runs (app/lib/url-secrets.ts), so no log, referrer or analytics tag
 * sees them.
 */
export const URL_SECRET_PARAMS = [ACCOUNT_TOKEN_PARAM, BOOKING_TOKEN_PARAM, DATA_RIGHTS_TOKEN_PARAM] as const;
export type UrlSecretParam = (typeof URL_SECRET_PARAMS)[number];
