// The browser half of every form (ARCHITECTURE.md, lib/): one hook over the endpoint object
// the server's acceptForm reads (contracts/endpoints/). It owns what a form would
// otherwise build by hand:
// - the captcha (spec §5: the token must be there first; a solved one is single-use, so any
//   refusal asks for a fresh challenge), the honeypot, the mailing opt-in and, on a
//   conversion's form, the visit's attribution;
// - a fresh Idempotency-Key per submission (submission-key.ts), kept while the same fields are sent again after
//   no answer came (the API client's retries, or the visitor pressing again), so a retry
//   after a lost answer or a restarting instance is the same submission on the server and
//   never a second lead;
// - one send at a time, the busy state, and a refusal mapped back onto the form: each field's
//   text onto its field (focused, first in the form's order), the captcha's under the captcha,
//   the rest in the form's banner.
import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { CaptchaForm } from "../../contracts/captcha";
import type { Endpoint } from "../../contracts/endpoint";
import { attributionForSubmission } from "../features/attribution/first-touch";
import { useCaptcha } from "../features/captcha/use-captcha";
import { postForBlob, postJson, type ApiFailure, type ApiResult } from "./api-client";
import { KEYED_SEND, useSubmissionKey } from "./submission-key";

/** What the hook adds to a form's own fields. */
type Protection = "captchaToken" | "website" | "attribution" | "mailingConsent";
/** The fields a form hands to `submit`: its endpoint's body without what the hook adds. */
type FieldsOf<Body> = Omit<Body, Protection>;

interface SubmitOptions<Failure extends ApiFailure> {
  /** Handles a failure its own way (a taken slot); true stops the default mapping. */
  intercept?: (failure: Failure) => boolean;
}

/** The opt-in's answer, only from a form that shows the box. */
const optIn = (box: HTMLInputElement | null) => (box ? { mailingConsent: box.checked } : {});

/**
 * `endpoint` is the form's operation; `form` its react-hook-form state; `fieldOrder` the
 * order its fields are in on the page (the first refused one takes the focus).
 */
export function useProtectedForm<Body, Answer, T extends FieldValues>(endpoint: Endpoint<Body, Answer, CaptchaForm>, form: UseFormReturn<T>, fieldOrder: readonly Path<T>[]) {
  const captcha = useCaptcha(endpoint.form);
  const honeypot = useRef<HTMLInputElement>(null);
  const mailingOptIn = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const inFlight = useRef(false);
  const submission = useSubmissionKey();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** Set by a refusal: where the focus goes once the form is enabled again (a disabled field takes none). */
  const [refused, setRefused] = useState<{ focus: Path<T> | undefined } | null>(null);
  const { handleSubmit, setError, setFocus } = form;

  useLayoutEffect(() => {
    if (!refused) return;
    // No field named: the banner, when the form lets it take the focus, so it is read out.
    if (refused.focus) setFocus(refused.focus);
    else bannerRef.current?.focus();
  }, [refused, setFocus]);

  function post(body: object, idempotencyKey: string): Promise<ApiResult<Answer>> {
    const { network, fallback } = endpoint.messages;
    const options = { idempotencyKey, ...KEYED_SEND, texts: { network, fallback } };
    return (endpoint.file ? postForBlob(endpoint.path, body, options) : postJson(endpoint.path, body, options)) as Promise<ApiResult<Answer>>;
  }

  /** Sends `fields` once the captcha is solved; null when nothing was sent (no token, or a send in flight). */
  async function submit<Failure extends ApiFailure = ApiFailure>(fields: FieldsOf<Body>, { intercept }: SubmitOptions<Failure> = {}): Promise<ApiResult<Answer> | null> {
    if (inFlight.current) return null;
    const captchaToken = captcha.take();
    if (!captchaToken) return null;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const key = submission.keyFor(JSON.stringify(fields));
      const attribution = endpoint.conversion ? { attribution: attributionForSubmission() } : {};
      const result = await post({ ...fields, captchaToken, website: honeypot.current?.value ?? "", ...attribution, ...optIn(mailingOptIn.current) }, key);
      submission.settle(result);
      if (result.ok) return result;
      const captchaText = result.fields.captchaToken;
      captcha.reset(captchaText && captchaText !== result.message ? captchaText : undefined);
      if (intercept?.(result as Failure)) return result;
      const named = fieldOrder.filter((name) => result.fields[name]);
      for (const name of named) setError(name, { type: "server", message: result.fields[name] });
      setMessage(result.message);
      setRefused({ focus: named[0] });
      return result;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** The form's submit handler: validates, then `send`s; a press while one is under way (validation included) does nothing. */
  function onSubmit(send: (fields: T) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pressed.current) return;
      pressed.current = true;
      try {
        await handleSubmit(send)(event);
      } finally {
        pressed.current = false;
      }
    };
  }

  /** `failure` is the banner text of the last refusal; `bannerRef` lets that banner take the focus; `mailingOptIn` is for a conversion form's MailingOptIn. */
  return { submit, onSubmit, busy, failure: message, captchaField: captcha.field, captchaSolved: captcha.solved, honeypot, mailingOptIn, bannerRef };
}
