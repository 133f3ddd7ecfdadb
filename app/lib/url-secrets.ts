// Secrets in e-mailed links (?token=..., ?reserva=...) leave the address bar before any
// other script runs: the first inline script of <head> moves them into the history entry's
// state, and the page reads them from there. So the Google tag, referrers and screenshots
// of the address bar never hold them, and a reload of the same entry still finds them.
// A constant string, identical on every page: the server's CSP allows it by its sha256.
import { useLocation } from "react-router";
import { URL_SECRET_PARAMS, type UrlSecretParam } from "../../contracts/api-paths";
import { useHydrated } from "../hooks/use-hydrated";

/** The key of history.state under which the secrets are kept. */
const STATE_KEY = "tramitaUrlSecrets";

const names = JSON.stringify(URL_SECRET_PARAMS);
const key = JSON.stringify(STATE_KEY);

// React Router's scroll restoration script (prerendered pages) replaces a state that has no
// `key` with a fresh { key }, which would drop the secrets: the state gets the key it would
// have made.
export const urlSecretsScript =
  `(function(){try{var u=new URL(location.href),p=u.searchParams,s={},n=${names},f=false;` +
  "for(var i=0;i<n.length;i++){var v=p.get(n[i]);if(v!==null){s[n[i]]=v;p.delete(n[i]);f=true}}" +
  `if(f){var t=Object.assign({},history.state);t[${key}]=s;if(!t.key)t.key=Math.random().toString(32).slice(2);` +
  'history.replaceState(t,"",u.pathname+u.search+u.hash)}}catch(e){}})()';

/** The secret `name` the head script took out of this page's URL, or null. */
export function readUrlSecret(name: UrlSecretParam): string | null {
  const secrets: unknown = (window.history.state as Record<string, unknown> | null)?.[STATE_KEY];
  const value = secrets && typeof secrets === "object" ? (secrets as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : null;
}

/** readUrlSecret() once the page runs in the browser (null while prerendering and hydrating). */
export function useUrlSecret(name: UrlSecretParam): string | null {
  // Read again whenever the router moves to another history entry.
  useLocation();
  return useHydrated() ? readUrlSecret(name) : null;
}
