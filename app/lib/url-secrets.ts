// Secrets in e-mailed links (?token=..., ?reserva=...) are moved by the first head script
// (contracts/head-scripts/url-secrets.ts) into the history entry's state; the page reads
// them from there.
import { useLocation } from "react-router";
import type { UrlSecretParam } from "../../contracts/url-secret-params";
import { URL_SECRETS_STATE_KEY as STATE_KEY } from "../../contracts/head-scripts/url-secrets";
import { useHydrated } from "../hooks/use-hydrated";

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
