// The submit of a form the server protects (captcha, honeypot): the captcha token must be
// there first (spec §5), one send at a time, and a refusal maps back onto the form: each
// field's text onto its field (focused, first in the form's order), the captcha's under the
// captcha with a fresh challenge (a solved one is single-use), the rest in the form's banner.
import { useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ApiFailure, ApiResult } from "../../lib/api-client";
import { useCaptcha } from "./use-captcha";

/** What the server needs besides the fields: the solved token and the honeypot as-is. */
export interface Protection {
  captchaToken: string;
  website: string;
}

interface SubmitOptions<F extends ApiFailure> {
  /** Handles a failure its own way (a taken slot); true stops the default mapping. */
  intercept?: (failure: F) => boolean;
}

type Failure<R> = Extract<R, { ok: false }>;

export function useProtectedSubmit<T extends FieldValues>(form: UseFormReturn<T>, fieldOrder: readonly Path<T>[]) {
  const captcha = useCaptcha();
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  /** Sends once the captcha is solved; null when nothing was sent (no token, or a send in flight). */
  async function submit<R extends ApiResult<unknown>>(
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
      const result = await send({ captchaToken, website: honeypot.current?.value ?? "" });
      if (result.ok) return result;
      const failure = result as Failure<R>;
      const captchaText = result.fields.captchaToken;
      captcha.reset(captchaText && captchaText !== result.message ? captchaText : undefined);
      if (intercept?.(failure)) return result;
      const named = fieldOrder.filter((name) => result.fields[name]);
      for (const name of named) form.setError(name, { type: "server", message: result.fields[name] });
      setMessage(result.message);
      if (named[0]) form.setFocus(named[0]);
      return result;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** `failure` is the banner text of the last refusal. */
  return { submit, busy, failure: message, captchaField: captcha.field, honeypot };
}
