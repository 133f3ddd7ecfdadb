// /agendamento/resultado?reserva=...&resposta=compareceu|nao-compareceu: the host's answer to the
// e-mail sent after a demo's end (contracts/booking-outcome.ts). Opening the link changes nothing
// (a mail scanner may fetch it and run its scripts); the button records the answer
// (features/account/link-action.tsx), which goes to the CRM and RD Station.
import { BOOKING_API, BOOKING_TOKEN_PARAM } from "../../../contracts/api-paths";
import { BOOKING_OUTCOME_PARAM, OUTCOME_LABELS, outcomeOfAnswer, type BookingOutcomeRecorded } from "../../../contracts/booking-outcome";
import { formatClock, formatDate } from "../../../contracts/format-date";
import { linkPage } from "../../features/account/account-page";
import { LinkStages } from "../../features/account/link-action";
import { LinkDone, LinkRefused } from "../../features/account/link-result";
import { postJson } from "../../lib/api-client";
import type { Route } from "./+types/agendamento-resultado";

/** Its frame; the lead says what the page does, prerendered: the first paint while the page hydrates. */
const page = linkPage(
  {
    eyebrow: "Demonstração",
    title: "A demonstração aconteceu?",
    lead: <p>Esta página registra, pelo link do e-mail enviado depois da demonstração, se a pessoa compareceu. A resposta vai para o CRM e o RD Station.</p>,
  },
  { title: "Comparecimento à demonstração | Tramita", description: "Registre pelo link do e-mail se a pessoa compareceu à demonstração do Tramita.", path: "/agendamento/resultado" },
  BOOKING_TOKEN_PARAM,
);

export const clientLoader = () => ({
  ...page.clientLoader(),
  outcome: outcomeOfAnswer(new URLSearchParams(window.location.search).get(BOOKING_OUTCOME_PARAM)),
});
export const { meta, shouldRevalidate, HydrateFallback } = page;

/** 'Mariana Lopes compareceu à demonstração de 24/11/2026 às 14:00.' */
function recordedLine({ outcome, name, slotStart }: BookingOutcomeRecorded) {
  const verb = outcome === "attended" ? "compareceu" : "não compareceu";
  return `${name} ${verb} à demonstração de ${formatDate(slotStart)} às ${formatClock(slotStart)} (horário de Brasília).`;
}

export default function AgendamentoResultado({ loaderData: { token, outcome } }: Route.ComponentProps) {
  const label = outcome ? OUTCOME_LABELS[outcome] : "";
  return (
    <page.Frame>
      <LinkStages
        link={token !== null && outcome !== null}
        id="registrar-comparecimento"
        title={`Resposta: ${label}`}
        label={`Registrar “${label}”`}
        busyLabel="Registrando..."
        spend={() => postJson<BookingOutcomeRecorded>(BOOKING_API.outcome, { token, outcome })}
        renderDone={(recorded) => <LinkDone id="comparecimento-registrado" title="Resposta registrada" line={recordedLine(recorded)} />}
        // Opened without a usable link, or the server refused it: what to do.
        renderRefused={(refusal) => (
          <LinkRefused
            id="comparecimento-recusado"
            title="Não foi possível registrar"
            refusal={refusal}
            instructions="Abra o e-mail “A demonstração aconteceu?” e clique em “Compareceu” ou “Não compareceu”."
          />
        )}
      >
        <p>{outcome === "attended" ? "Confirme abaixo que a pessoa compareceu à demonstração." : "Confirme abaixo que a pessoa não compareceu à demonstração."} Só a primeira resposta vale.</p>
      </LinkStages>
    </page.Frame>
  );
}
