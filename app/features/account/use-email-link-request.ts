// The state of a form that asks the server to e-mail a link to one address (password
// reset, magic link, confirmation resend): the address, its field error, the captcha, the
// busy flag and the outcome. A solved captcha is single-use, so every answer asks for a
// new challenge.
import { useState, type FormEvent } from "react";
import { captchaFormAt, type CaptchaPath } from "../../../contracts/captcha";
import { useCaptcha } from "../captcha/use-captcha";
import { postJson } from "../../lib/api-client";

export function useEmailLinkRequest(path: CaptchaPath, { initialEmail = "", onSent }: { initialEmail?: string; onSent?: () => void } = {}) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha(captchaFormAt(path));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) loads on the first press, not with the page.
    const { emailSchema } = await import("../../../contracts/account");
    const parsed = emailSchema.safeParse(email.trim());
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    const captchaToken = captcha.take();
    if (!parsed.success || !captchaToken) return;
    setBusy(true);
    const result = await postJson(path, { email: parsed.data, captchaToken });
    setBusy(false);
    captcha.reset(result.ok ? undefined : result.fields.captchaToken);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setSentTo(parsed.data);
    onSent?.();
  }

  return { email, setEmail, fieldError, error, sentTo, busy, captcha, submit };
}
