// One object per form operation (ARCHITECTURE.md, contracts/): its method and path, its body's
// schema, its answer's type, its pt-BR messages and whether it counts as a conversion. The
// server's acceptForm (server/http/protected-form.ts) registers the route from it and the
// browser's useProtectedForm (app/lib/use-protected-form.ts) posts to it, so a path, a schema
// or a message exists once (contracts/endpoints/, one module per form, so a page loads only
// its own). The schema is reached through a loader (a dynamic import): a page
// that shows a form loads no zod until the visitor sends it.
// Every endpoint is listed once in contracts/forms.ts, from which the captcha's form names
// and routes and the conversions' names are derived.
import type { ZodType } from "zod";

/** How an endpoint words its refusals, on the server (400s, 422, 429) and in the browser (no answer, an answer without text). */
export interface EndpointMessages {
  /** 400 INVALID_BODY: the body is not a JSON object. */
  invalidBody?: string;
  /** 400 REJECTED when the hidden `website` field is filled; absent: no honeypot check. */
  honeypot?: string;
  /** 422 VALIDATION_ERROR's message. */
  validation?: string;
  /** A body whose only fault is a missing captcha answers 400 CAPTCHA_REQUIRED (default true). */
  captchaRequired?: boolean;
  /** 429 RATE_LIMITED's message, given the minutes left. */
  rateLimited?: (minutes: number) => string;
  /** The browser's text when nothing answered. */
  network?: string;
  /** The browser's text for an answer without one (a proxy's error page). */
  fallback?: string;
}

/** A form operation: a POST of `Body` to `path`, answered with `Answer`. */
export interface Endpoint<Body, Answer, Form extends string = string, Conversion extends string = string> {
  method: "POST";
  /**
   * The name its captcha challenge is issued for (ALTCHA_FORM_PARAM): every form carries a
   * captcha, and a challenge solved for one form is refused on another's route.
   */
  form: Form;
  path: string;
  /** The body's schema, loaded on demand (the same one validates the form and the request). */
  body: () => Promise<ZodType<Body>>;
  /** The answer's type; a success's JSON (or, for a file, what its headers carry) is read as it. */
  answer: Answer;
  messages: EndpointMessages;
  /** The answer is a file (read as a Blob), not JSON. */
  file?: true;
  /**
   * A conversion's form: its body carries the visit's attribution and the mailing opt-in, and
   * its records are counted as `id` (stored with the attribution), named `label` in the
   * attribution report, the staff panel and the data-rights page.
   */
  conversion?: { id: Conversion; label: string };
}

/**
 * Declares an endpoint with its body and answer types, keeping its form's and conversion's names
 * as literal types (contracts/forms.ts derives from them). Every form is a POST, and the answer
 * is named by the type parameter alone (nothing is sent or checked at run time).
 */
export const endpoint =
  <Body, Answer>() =>
  <const Form extends string, const Conversion extends string = never>(spec: Omit<Endpoint<Body, Answer, Form, Conversion>, "method" | "answer">): Endpoint<Body, Answer, Form, Conversion> => ({
    method: "POST",
    answer: undefined as Answer,
    ...spec,
  });

/**
 * A valid body of the form but for its captcha (and what useProtectedForm adds), the i-th of
 * distinct visitors: an example beside the schema, as an API description gives one. Each
 * endpoint module exports its forms' as `examples`; the server's tests post them (the
 * captcha's binding to each form), and pages, which import only the endpoint, never load them.
 */
export type Examples<Body> = (i: number) => Omit<Body, "captchaToken" | "website" | "attribution" | "mailingConsent">;

/** The wording of a body that is not an object, for the forms without their own. */
export const FORM_INVALID_BODY = "Envie os campos do formulário como um objeto JSON.";
/** What a form that e-mails a link answers a filled honeypot. */
export const LINK_REFUSED = "Não foi possível enviar o link.";
