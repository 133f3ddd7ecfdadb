// LGPD art. 18 on self-service (/privacidade/meus-dados): the bodies of its three calls. The
// page's texts and lifetimes: contracts/data-rights-options.ts; the view it shows: contracts/data-rights-view.ts.
import { literal, object, optional, uuid } from "zod";
import { emailRequestBodySchema } from "./account.ts";
import { DATA_RIGHTS_MESSAGES } from "./data-rights-options.ts";
import { untrimmedText } from "./text.ts";

const secret = (message: string) => untrimmedText(message).min(1, { error: message }).max(200, { error: message });

/** POST request: the address and the captcha, as every form that e-mails a link. */
export const dataRightsRequestBodySchema = emailRequestBodySchema;

/** POST open: the e-mailed token, and this browser's cookie-consent id when it has one. */
export const dataRightsOpenBodySchema = object({
  token: secret(DATA_RIGHTS_MESSAGES.linkInvalid),
  consentId: optional(untrimmedText(DATA_RIGHTS_MESSAGES.consentId).pipe(uuid({ error: DATA_RIGHTS_MESSAGES.consentId }))),
});

/** POST erase: the access the link opened, and the visitor's explicit confirmation. */
export const dataRightsEraseBodySchema = object({
  access: secret(DATA_RIGHTS_MESSAGES.accessInvalid),
  confirm: literal(true, { error: DATA_RIGHTS_MESSAGES.confirm }),
});
