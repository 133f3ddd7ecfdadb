// The calculator's contract endpoint (contracts/endpoint.ts).
import { QUOTES_PATH } from "../api-paths.ts";
import { answerOf, type Endpoint } from "../endpoint.ts";
import type { QuoteBody } from "../quote.ts";
import { QUOTE_MESSAGES } from "../quote-options.ts";

/** The calculator's contract: answered with the PDF itself (its id in QUOTE_ID_HEADER). */
export const quoteEndpoint: Endpoint<QuoteBody, Blob> = {
  method: "POST",
  path: QUOTES_PATH,
  body: () => import("../quote.ts").then((m) => m.quoteRequestSchema),
  answer: answerOf<Blob>(),
  file: true,
  messages: {
    invalidBody: QUOTE_MESSAGES.invalidBody,
    honeypot: QUOTE_MESSAGES.rejected,
    validation: QUOTE_MESSAGES.validation,
    rateLimited: QUOTE_MESSAGES.rateLimited,
    network: QUOTE_MESSAGES.network,
    fallback: QUOTE_MESSAGES.network,
  },
  conversion: "quote",
};
