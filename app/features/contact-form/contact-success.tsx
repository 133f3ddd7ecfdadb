// spec §4: the thank-you view after a demo request, with the reply promise and business
// hours (spec §2), 'Criar Conta Grátis' (to /signup) and 'Fechar'.
import { href } from "react-router";
import { CircleCheckBig, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { bookingPrefillOf } from "../../../contracts/booking-options";
import type { DemoRequestFields } from "../../../contracts/demo-request";
import { Button, ButtonLink } from "../../components/ui/button";
import { businessHoursLines, replyPromise } from "../../../contracts/contact";

/** `sent`: the accepted request, handed to /agendamento so the booking form starts filled in. */
export function ContactSuccess({ onClose, sent }: { onClose: () => void; sent?: DemoRequestFields | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) just went away: start reading here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mt-6 flex flex-col items-center text-center">
      <CircleCheckBig aria-hidden="true" className="size-12 text-accent-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-bold focus:outline-none">
        Solicitação enviada com sucesso!
      </h3>
      <p className="mt-2 max-w-md text-slate-700">
        Obrigado pelo interesse. Um especialista vai falar com você no dia e horário que você preferiu.
      </p>
      <div className="mt-6 flex w-full max-w-md gap-3 rounded-lg bg-brand-50 p-4 text-left text-sm text-slate-800">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">{replyPromise}</p>
          {businessHoursLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={href("/agendamento")} state={sent ? { bookingPrefill: bookingPrefillOf(sent) } : undefined} onClick={onClose} variant="outline">
          Agendar uma demonstração agora
        </ButtonLink>
        <ButtonLink to={href("/signup")} onClick={onClose}>
          Criar Conta Grátis
        </ButtonLink>
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      </div>
    </div>
  );
}
