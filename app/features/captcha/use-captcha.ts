// The captcha state a form keeps: the token once solved, the spec's message when the
// visitor submits without it, and a reset after a refused submit (a solved challenge is
// single-use). `field` spreads into <CaptchaField>, with the form its challenge is for.
import { useRef, useState } from "react";
import { CAPTCHA_MESSAGES, type CaptchaForm } from "../../../contracts/captcha";
import type { CaptchaHandle } from "./captcha-widget";

export function useCaptcha(form: CaptchaForm) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    field: { captchaRef, setToken, error, setError, form },
    solved: token !== null,
    /** The solved token, or null after showing the spec's 'complete the challenge' message. */
    take(): string | null {
      if (!token) setError(CAPTCHA_MESSAGES.missing);
      return token;
    },
    /** A fresh challenge after the server answered; `message` is its word on the captcha, if any. */
    reset(message?: string) {
      captchaRef.current?.reset();
      setToken(null);
      setError(message ?? null);
    },
  };
}
