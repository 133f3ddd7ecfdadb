// /agendamento (spec §2 'Scheduling'): book a 30-minute demo in a free slot, or
// manage one from the e-mailed links. The intro is prerendered; the clientLoader loads the
// booking of a manage link, and the slots load once the page runs.
import { CalendarClock, Clock, Mail } from "lucide-react";
import { DEMO_DURATION_MINUTES } from "../../../contracts/booking-slots";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { businessHoursLines } from "../../../contracts/contact";
import type { ReactNode } from "react";
import { BookingLoading, BookingPage } from "../../features/booking/booking-page";
import { loadManageLink } from "../../features/booking/manage-link";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/agendamento";
import { Container } from "../../components/ui/container";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Agende uma demonstração | Tramita",
    description: `Escolha um horário livre e veja o Tramita funcionando em uma demonstração de ${DEMO_DURATION_MINUTES} minutos com um especialista. Confirme pelo e-mail e receba o convite.`,
    path: "/agendamento",
  });

const PROMISES = [
  { icon: CalendarClock, text: `${DEMO_DURATION_MINUTES} minutos com um especialista, pela internet` },
  { icon: Mail, text: "Confirmação e convite para o seu calendário pelo e-mail" },
  { icon: Clock, text: "Remarque ou cancele pelo link do e-mail" },
];

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({ manage: await loadManageLink(request.url) });

/** The prerendered page: the intro, and a loading line where the slots go. */
export function HydrateFallback() {
  return (
    <AgendamentoPage>
      <BookingLoading />
    </AgendamentoPage>
  );
}

export default function Agendamento({ loaderData }: Route.ComponentProps) {
  return (
    <AgendamentoPage>
      <BookingPage manage={loaderData.manage} />
    </AgendamentoPage>
  );
}

function AgendamentoPage({ children }: { children: ReactNode }) {
  return (
    <PageShell>
      <PageHero
        id="agendamento-titulo"
        eyebrow="Agendamento"
        title="Agende uma demonstração do Tramita"
        lead="Escolha o dia e o horário que funcionam para você. Mostramos protocolos, documentos e correspondências com os processos da sua empresa."
        width="6xl"
        compact
      >
        <ul className="mt-6 flex flex-col gap-2 text-slate-800 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-sm">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">Atendimento: {businessHoursLines.join(" · ")} (horário de Brasília).</p>
      </PageHero>
      <Container width="6xl" className="pt-4 pb-16">
        {children}
      </Container>
    </PageShell>
  );
}
