// 'Cancelar inscrição': one click leaves the blog's newsletter (the signed token of the link
// in every newsletter e-mail, or the one the confirmation page got). The server answers the
// same whether the address was still subscribed or not.
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { NEWSLETTER_API } from "../../../contracts/api-paths";
import type { NewsletterUnsubscribed } from "../../../contracts/newsletter-options";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { postJson } from "../../lib/api-client";

export function UnsubscribeButton({ token, variant = "outline" }: { token: string; variant?: "primary" | "outline" }) {
  const [state, setState] = useState<{ busy: boolean; done: boolean; failure: string | null }>({ busy: false, done: false, failure: null });

  async function unsubscribe() {
    setState({ busy: true, done: false, failure: null });
    const result = await postJson<NewsletterUnsubscribed>(NEWSLETTER_API.unsubscribe, { token });
    setState({ busy: false, done: result.ok, failure: result.ok ? null : result.message });
  }

  if (state.done) {
    return (
      <p role="status" className="flex items-start gap-3 text-slate-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        Inscrição cancelada. Você não vai receber mais nenhum e-mail da newsletter do blog.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <div>
        <BusyButton type="button" variant={variant} onClick={unsubscribe} busy={state.busy} busyLabel="Cancelando...">
          Cancelar inscrição
        </BusyButton>
      </div>
      {state.failure && <ErrorBanner>{state.failure}</ErrorBanner>}
    </div>
  );
}
