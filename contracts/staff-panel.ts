// The owners' page (/painel): staff sign in with an e-mailed link. Served by the server
// alone, outside the route table: no visitor page ships a byte of it, the sitemap and the
// search index never see it.

export const PANEL_PATH = "/painel";
/** Where the sign-in form posts, and where the e-mailed link lands. */
export const PANEL_SIGN_IN_PATH = "/painel/entrar";
/** Where the link's page posts its token to open a session. */
export const PANEL_SESSION_PATH = "/painel/sessao";
export const PANEL_SIGN_OUT_PATH = "/painel/sair";

/** The sign-in link: single use, 15 minutes. */
export const STAFF_LINK_TTL_MS = 15 * 60 * 1000;
/** The staff session: at most 12 hours. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Sign-in links asked per client address, and per e-mail, in an hour. */
export const STAFF_LINK_RATE_LIMIT = { max: 5, windowSeconds: 3600 };
export const STAFF_COOKIE = "tramita_painel";

/** A staff member's passkey (WebAuthn) for /painel: the ceremonies' endpoints and the browser half's script. */
export const PANEL_PASSKEY_PATHS = {
  registrationOptions: "/painel/chave/cadastro/opcoes",
  registration: "/painel/chave/cadastro",
  signInOptions: "/painel/chave/entrada/opcoes",
  signIn: "/painel/chave/entrada",
  /** A plain form: removes one of the signed-in member's passkeys. */
  remove: "/painel/chave/remover",
  script: "/painel/chave-de-acesso.js",
} as const;
/** A passkey ceremony's challenge: single use, 5 minutes (also the browser's time to answer). */
export const STAFF_PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Passkey ceremonies begun per client address in 10 minutes (each one writes a challenge). */
export const STAFF_PASSKEY_RATE_LIMIT = { max: 20, windowSeconds: 600 };
