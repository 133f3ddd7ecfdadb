// The page's two calls after the e-mailed link: open it (with this browser's cookie-consent
// id, so its choices are shown too) and erase through the access it returned.
import { DATA_RIGHTS_API } from "../../../contracts/api-paths";
import { dataRightsOpenBodySchema, type DataRightsErased, type DataRightsOpened } from "../../../contracts/data-rights";
import { api } from "../account/account-api";
import { readConsentRecord } from "../cookie-consent/consent-storage";

export function openData(token: string) {
  const consentId = readConsentRecord()?.id;
  const valid = dataRightsOpenBodySchema.shape.consentId.safeParse(consentId).success;
  return api.post<DataRightsOpened>(DATA_RIGHTS_API.open, valid && consentId ? { token, consentId } : { token });
}

export const eraseData = (access: string) => api.post<DataRightsErased>(DATA_RIGHTS_API.erase, { access, confirm: true });
