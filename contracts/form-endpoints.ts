// Every form POST of the site, one endpoint object each (contracts/endpoint.ts): the server
// registers them with acceptForm, the pages send them with useProtectedForm. Only paths,
// texts and types are imported here; each schema is a loader, so no page loads zod with this
// module. The POSTs that only spend a token from an e-mailed link (confirmations, cancel,
// unsubscribe) are not forms and are not here: they carry no Idempotency-Key (README).
import type { EmailRequestBody, SignupBody } from "./account.ts";
import { ACCOUNT_MESSAGES, type MailQueued } from "./account-options.ts";
import { ACCOUNT_API, BOOKING_API, DATA_RIGHTS_API, DEMO_REQUEST_PATH, MATURITY_REPORT_PATH, NEWSLETTER_API, QUOTES_PATH } from "./api-paths.ts";
import type { BookingBody } from "./booking.ts";
import type { BookingView } from "./booking-options.ts";
import type { DemoRequestBody } from "./demo-request.ts";
import { DEMO_REQUEST_MESSAGES, type DemoRequestCreated } from "./demo-request-options.ts";
import { answerOf, type Endpoint, type EndpointMessages } from "./endpoint.ts";
import type { MaturityReportBody, MaturityReportCreated } from "./maturity-report.ts";
import { MATURITY_REPORT_MESSAGES } from "./maturity-report-messages.ts";
import type { NewsletterSubscribeBody } from "./newsletter.ts";
import type { NewsletterRequested } from "./newsletter-options.ts";
import type { QuoteBody } from "./quote.ts";
import { QUOTE_MESSAGES } from "./quote-options.ts";

/** The wording of a body that is not an object, for the forms without their own. */
const FORM_INVALID_BODY = "Envie os campos do formulário como um objeto JSON.";
/** What a form that e-mails a link answers a filled honeypot. */
const LINK_REFUSED = "Não foi possível enviar o link.";

/** spec §7 'Demo request'. */
export const demoRequestEndpoint: Endpoint<DemoRequestBody, DemoRequestCreated> = {
  method: "POST",
  path: DEMO_REQUEST_PATH,
  body: () => import("./demo-request.ts").then((m) => m.demoRequestBodySchema),
  answer: answerOf<DemoRequestCreated>(),
  // spec §8: the demo form's own texts for a failure without a server message.
  messages: { invalidBody: FORM_INVALID_BODY, honeypot: "Não foi possível enviar a solicitação.", network: DEMO_REQUEST_MESSAGES.networkError, fallback: DEMO_REQUEST_MESSAGES.serverErrorFallback },
  conversion: "demo-request",
};

/** A demo booking (a hold on a slot, confirmed from the e-mailed link). */
export const bookingEndpoint: Endpoint<BookingBody, BookingView> = {
  method: "POST",
  path: BOOKING_API.book,
  body: () => import("./booking.ts").then((m) => m.bookingBodySchema),
  answer: answerOf<BookingView>(),
  messages: { invalidBody: FORM_INVALID_BODY, honeypot: "Não foi possível concluir o agendamento." },
  conversion: "booking",
};

/** The maturity assessment's 'Receber o relatório por e-mail'. */
export const maturityReportEndpoint: Endpoint<MaturityReportBody, MaturityReportCreated> = {
  method: "POST",
  path: MATURITY_REPORT_PATH,
  body: () => import("./maturity-report.ts").then((m) => m.maturityReportBodySchema),
  answer: answerOf<MaturityReportCreated>(),
  messages: {
    invalidBody: MATURITY_REPORT_MESSAGES.invalidBody,
    honeypot: MATURITY_REPORT_MESSAGES.rejected,
    validation: MATURITY_REPORT_MESSAGES.validation,
    rateLimited: MATURITY_REPORT_MESSAGES.rateLimited,
    network: MATURITY_REPORT_MESSAGES.network,
    fallback: MATURITY_REPORT_MESSAGES.serverErrorFallback,
  },
  conversion: "maturity-report",
};

/** The calculator's contract: answered with the PDF itself (its id in QUOTE_ID_HEADER). */
export const quoteEndpoint: Endpoint<QuoteBody, Blob> = {
  method: "POST",
  path: QUOTES_PATH,
  body: () => import("./quote.ts").then((m) => m.quoteRequestSchema),
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

/** How the account forms (and the server's other account routes) word a body that is not an object, or fails its schema. */
export const ACCOUNT_FORM_MESSAGES = { invalidBody: "Envie os dados como um objeto JSON.", validation: ACCOUNT_MESSAGES.validation, rateLimited: ACCOUNT_MESSAGES.rateLimited } satisfies EndpointMessages;

/** spec §3: the trial sign-up. */
export const signupEndpoint: Endpoint<SignupBody, MailQueued> = {
  method: "POST",
  path: ACCOUNT_API.signup,
  body: () => import("./account.ts").then((m) => m.signupBodySchema),
  answer: answerOf<MailQueued>(),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: "Não foi possível criar a conta." },
  conversion: "trial",
};

/** A request for an e-mailed link to one address: always 202, whether or not the address is known. */
const emailLinkEndpoint = (path: (typeof ACCOUNT_API)["passwordReset" | "magicLink" | "resendConfirmation"]): Endpoint<EmailRequestBody, MailQueued> => ({
  method: "POST",
  path,
  body: () => import("./account.ts").then((m) => m.emailRequestBodySchema),
  answer: answerOf<MailQueued>(),
  messages: { ...ACCOUNT_FORM_MESSAGES, honeypot: LINK_REFUSED },
});

export const passwordResetEndpoint = emailLinkEndpoint(ACCOUNT_API.passwordReset);
export const magicLinkEndpoint = emailLinkEndpoint(ACCOUNT_API.magicLink);
export const resendConfirmationEndpoint = emailLinkEndpoint(ACCOUNT_API.resendConfirmation);

/** LGPD art. 18: e-mail the link that opens what the site holds about an address. */
export const dataRightsRequestEndpoint: Endpoint<EmailRequestBody, MailQueued> = {
  method: "POST",
  path: DATA_RIGHTS_API.request,
  body: () => import("./data-rights.ts").then((m) => m.dataRightsRequestBodySchema),
  answer: answerOf<MailQueued>(),
  // A missing captcha is a field error here, like a bad e-mail (the page's own wording).
  messages: { captchaRequired: false, honeypot: LINK_REFUSED },
};

/** The blog's newsletter (double opt-in). */
export const newsletterEndpoint: Endpoint<NewsletterSubscribeBody, NewsletterRequested> = {
  method: "POST",
  path: NEWSLETTER_API.subscribe,
  body: () => import("./newsletter.ts").then((m) => m.newsletterSubscribeBodySchema),
  answer: answerOf<NewsletterRequested>(),
  messages: { invalidBody: "Envie o formulário como um objeto JSON.", honeypot: "Não foi possível concluir a inscrição." },
};
