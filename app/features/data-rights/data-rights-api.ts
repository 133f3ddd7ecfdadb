// The page's two calls after the e-mailed link: open it (with this browser's cookie-consent
// id, so its choices are shown too) and erase through the access it returned.
import { DATA_RIGHTS_API } from "../../../contracts/api-paths";
import type { DataRightsErased, DataRightsOpened } from "../../../contracts/data-rights-options";
import { postJson } from "../../lib/api-client";
import { readConsentRecord } from "../cookie-consent/consent-storage";

export async function openData(token: string) {
  const consentId = readConsentRecord()?.id;
  // The body's schema (and zod) loads with the link, not with the page's e-mail form.
  const { dataRightsOpenBodySchema } = await import("../../../contracts/data-rights");
  const valid = dataRightsOpenBodySchema.shape.consentId.safeParse(consentId).success;
  return postJson<DataRightsOpened>(DATA_RIGHTS_API.open, valid && consentId ? { token, consentId } : { token });
}

export const eraseData = (access: string) => postJson<DataRightsErased>(DATA_RIGHTS_API.erase, { access, confirm: true });
