// Secrets in e-mailed links (?token=..., ?reserva=...) leave the address bar before any
// other script runs: the first inline script of <head> moves them into the history entry's
// state, and the page reads them from there (app/lib/url-secrets.ts). So the Google tag,
// referrers and screenshots of the address bar never hold them, and a reload of the same
// entry still finds them. Serialised into the page by contracts/served-page.ts: it reads
// nothing but its arguments and the browser's globals.

/** The key of history.state under which the secrets are kept. */
export const URL_SECRETS_STATE_KEY = "tramitaUrlSecrets";

export function takeUrlSecrets(names: readonly string[], stateKey: string): void {
  try {
    const url = new URL(location.href);
    const secrets: Record<string, string> = {};
    let found = false;
    for (const name of names) {
      const value = url.searchParams.get(name);
      if (value === null) continue;
      secrets[name] = value;
      url.searchParams.delete(name);
      found = true;
    }
    if (!found) return;
    // React Router's scroll restoration script (prerendered pages) replaces a state that has
    // no `key` with a fresh { key }, which would drop the secrets: the state gets the key it
    // would have made.
    const state: Record<string, unknown> = Object.assign({}, history.state);
    state[stateKey] = secrets;
    if (!state.key) state.key = Math.random().toString(32).slice(2);
    history.replaceState(state, "", url.pathname + url.search + url.hash);
  } catch {
    // An address the browser cannot parse or a history that refuses: the page still loads.
  }
}
