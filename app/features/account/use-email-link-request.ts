// The state of a form that asks the server to e-mail a link to one address (password
// reset, magic link, confirmation resend, the data-rights link): the address on
// react-hook-form and the send on useProtectedForm, like every other form, and the address
// the link went to once the server answered.
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { EmailRequestBody, EmailRequestFields } from "../../../contracts/account";
import type { MailQueued } from "../../../contracts/account-options";
import type { CaptchaForm } from "../../../contracts/captcha";
import type { Endpoint } from "../../../contracts/endpoint";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { useProtectedForm } from "../../lib/use-protected-form";

const resolver = lazyZodResolver<EmailRequestFields>(() => import("../../../contracts/account").then((m) => m.emailRequestFieldsSchema));
const FIELDS = ["email"] as const;

export type EmailLinkEndpoint = Endpoint<EmailRequestBody, MailQueued, CaptchaForm>;

export function useEmailLinkRequest(endpoint: EmailLinkEndpoint, { initialEmail = "", onSent }: { initialEmail?: string; onSent?: () => void } = {}) {
  const form = useForm<EmailRequestFields>({ resolver, defaultValues: { email: initialEmail } });
  const protectedForm = useProtectedForm(endpoint, form, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(fields: EmailRequestFields) {
    const result = await protectedForm.submit(fields);
    if (!result?.ok) return;
    setSentTo(fields.email);
    onSent?.();
  }

  return { form, sentTo, ...protectedForm, submit: protectedForm.onSubmit(send) };
}
