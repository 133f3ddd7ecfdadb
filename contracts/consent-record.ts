// The body of POST /api/consent: the proof of one cookie choice (contracts/consent.ts holds
// the choice itself; it stays free of zod, the head script reads it).
import { boolean, iso, literal, object, uuid } from "zod";
import { CONSENT_POLICY_VERSION } from "./consent.ts";
import { untrimmedText } from "./text.ts";

const ID_MESSAGE = "Código de consentimento inválido.";
const TIMESTAMP_MESSAGE = "Informe a data e hora da escolha (ISO 8601).";

export const consentBodySchema = object({
  id: untrimmedText(ID_MESSAGE).pipe(uuid({ error: ID_MESSAGE })),
  necessary: literal(true, { error: "Os cookies necessários estão sempre ativos." }),
  analytics: boolean({ error: "Informe sim ou não para cookies de análise." }),
  marketing: boolean({ error: "Informe sim ou não para cookies de marketing." }),
  version: literal(CONSENT_POLICY_VERSION, { error: "Esta versão da política de cookies não é a publicada. Recarregue a página e faça sua escolha de novo." }),
  timestamp: untrimmedText(TIMESTAMP_MESSAGE).pipe(iso.datetime({ offset: true, error: TIMESTAMP_MESSAGE })),
});
