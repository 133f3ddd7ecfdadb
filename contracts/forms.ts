// Every form of the site, listed once by its endpoint object (contracts/endpoints/, one module
// per form). What the rest of the code needs to know of the forms as a set is derived from
// this list: the names a captcha challenge is issued for and the route each is spent on
// (contracts/captcha.ts explains the binding), and the conversions with the names the
// attribution report, the staff panel and the data-rights page give them. Pages import their
// own endpoint, never this list: it would bring every form's messages into every page.
// contracts/endpoints.test.ts fails when a module of contracts/endpoints/ is missing here.
import { magicLinkEndpoint, passwordResetEndpoint, resendConfirmationEndpoint } from "./endpoints/account-links.ts";
import { bookingEndpoint } from "./endpoints/booking.ts";
import { dataRightsRequestEndpoint } from "./endpoints/data-rights.ts";
import { demoRequestEndpoint } from "./endpoints/demo-request.ts";
import { maturityReportEndpoint } from "./endpoints/maturity-report.ts";
import { newsletterEndpoint } from "./endpoints/newsletter.ts";
import { quoteEndpoint } from "./endpoints/quote.ts";
import { signupEndpoint } from "./endpoints/signup.ts";

/** Every form endpoint; a conversion's in the order the reports list conversions. */
export const FORM_ENDPOINTS = [
  demoRequestEndpoint,
  bookingEndpoint,
  maturityReportEndpoint,
  quoteEndpoint,
  signupEndpoint,
  resendConfirmationEndpoint,
  passwordResetEndpoint,
  magicLinkEndpoint,
  dataRightsRequestEndpoint,
  newsletterEndpoint,
] as const;

type FormEndpoint = (typeof FORM_ENDPOINTS)[number];

/** A form a captcha protects: the name its challenge is issued for (ALTCHA_FORM_PARAM). */
export type CaptchaForm = FormEndpoint["form"];
export const CAPTCHA_FORM_NAMES = FORM_ENDPOINTS.map((e) => e.form) as [CaptchaForm, ...CaptchaForm[]];
/** The route of each form a captcha protects: a challenge is accepted only there. */
export const CAPTCHA_FORMS = Object.fromEntries(FORM_ENDPOINTS.map((e) => [e.form, e.path])) as Record<CaptchaForm, string>;

/** The form whose route is `path`; throws for a route no captcha protects (a wiring mistake, found at start-up). */
export function captchaFormAt(path: string): CaptchaForm {
  const found = FORM_ENDPOINTS.find((e) => e.path === path);
  if (!found) throw new Error(`no form endpoint is declared for ${path} (contracts/forms.ts FORM_ENDPOINTS)`);
  return found.form;
}

/** A kind of conversion: what an attribution row is stored as (attributions.conversion). */
export type Conversion = NonNullable<FormEndpoint["conversion"]>["id"];
/** The conversions that carry an attribution, as the reports name them. */
export const CONVERSIONS = Object.fromEntries(FORM_ENDPOINTS.flatMap((e) => ("conversion" in e && e.conversion ? [[e.conversion.id, e.conversion.label]] : []))) as Record<Conversion, string>;
