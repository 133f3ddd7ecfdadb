// Redeems the single-use token of an e-mailed account link, from a route's clientLoader.
// The router calls a clientLoader once per navigation (StrictMode's double effects never
// reach it) and the token routes opt out of revalidation, so a token is spent once per
// page view.
import { ACCOUNT_TOKEN_PARAM } from "../../../contracts/api-paths";
import { readUrlSecret } from "../../lib/url-secrets";
import { postJson, type ApiResult } from "../../lib/api-client";

/** The answer to redeeming this history entry's token at `path`, or null without a token. */
export async function redeemUrlToken<T>(path: string): Promise<ApiResult<T> | null> {
  const token = readUrlSecret(ACCOUNT_TOKEN_PARAM);
  return token ? postJson<T>(path, { token }) : null;
}
