// The submit of a form the server protects (captcha, honeypot): the captcha token must be
// there first (spec §5), one send at a time, and a refusal maps back onto the form: each
// field's text onto its field (focused, first in the form's order), the captcha's under the
// captcha with a fresh challenge (a solved one is single-use), the rest in the form's banner.
import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { AttributionBody } from "../../../contracts/attribution";
import type { CaptchaForm } from "../../../contracts/captcha";
import type { ApiFailure } from "../../lib/api-client";
import { attributionForSubmission } from "../attribution/first-touch";
import { useCaptcha } from "./use-captcha";

/** What the server needs besides the fields: the solved token, the honeypot as-is, where the visit came from and the mailing opt-in. */
export interface Protection {
  captchaToken: string;
  website: string;
  attribution: AttributionBody;
  /** Whether the form's MailingOptIn box is ticked; absent on a form without one. */
  mailingConsent?: boolean;
}

/** The opt-in's answer, only from a form that shows the box. */
const optIn = (box: HTMLInputElement | null) => (box ? { mailingConsent: box.checked } : {});

interface SubmitOptions<F extends ApiFailure> {
  /** Handles a failure its own way (a taken slot); true stops the default mapping. */
  intercept?: (failure: F) => boolean;
}

type Failure<R> = Extract<R, { ok: false }>;

/** `captchaForm` names the form its captcha's challenge is issued for (contracts/captcha.ts). */
export function useProtectedSubmit<T extends FieldValues>(form: UseFormReturn<T>, fieldOrder: readonly Path<T>[], captchaForm: CaptchaForm) {
  const captcha = useCaptcha(captchaForm);
  const honeypot = useRef<HTMLInputElement>(null);
  const mailingOptIn = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const inFlight = useRef(false);
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

  /** Sends once the captcha is solved; null when nothing was sent (no token, or a send in flight). */
  async function submit<R extends { ok: true } | ApiFailure>(
    send: (protection: Protection) => Promise<R>,
    { intercept }: SubmitOptions<Failure<R>> = {},
  ): Promise<R | null> {
    if (inFlight.current) return null;
    const captchaToken = captcha.take();
    if (!captchaToken) return null;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const result = await send({ captchaToken, website: honeypot.current?.value ?? "", attribution: attributionForSubmission(), ...optIn(mailingOptIn.current) });
      if (result.ok) return result;
      const failure = result as Failure<R>;
      const captchaText = failure.fields.captchaToken;
      captcha.reset(captchaText && captchaText !== failure.message ? captchaText : undefined);
      if (intercept?.(failure)) return result;
      const named = fieldOrder.filter((name) => failure.fields[name]);
      for (const name of named) setError(name, { type: "server", message: failure.fields[name] });
      setMessage(failure.message);
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
