// The two e-mails a demo request sends: every field to the sales inbox, and a pt-BR
// confirmation to the visitor (spec §2: reply within 2 business hours, business hours), each
// one component (server/mail/components.ts) rendered to HTML and text.
import { businessHoursLines, replyPromise } from "../../contracts/contact.ts";
import { ACCOUNT_PAGES } from "../../contracts/api-paths.ts";
import { site } from "../../contracts/site.ts";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import type { DemoRequestFields } from "../../contracts/demo-request.ts";
import { DEMO_REQUEST_FIELDS as F } from "../../contracts/endpoints/demo-request.ts";
import { PREFERRED_DAY_OPTIONS, PREFERRED_TIME_OPTIONS, PROTOCOL_USERS_OPTIONS, SOLUTION_OPTIONS, VOLUME_OPTIONS } from "../../contracts/demo-request-options.ts";
import { createElement as h, Fragment } from "react";
import { Email, Lines, Link, Paragraph, SalesNotice, Strong } from "../mail/components.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { labelOf } from "../mail/option-label.ts";
import { renderMail } from "../mail/render.ts";
import type { Attribution } from "../../contracts/attribution-rules.ts";
import { originRows } from "../attribution/origin-line.ts";
import { firstNameForMail, greetingFor } from "../mail/visitor-text.ts";

function fieldRows(lead: DemoRequestFields): [string, string][] {
  return [
    [F.name.label, lead.name],
    [F.email.label, lead.email],
    [F.phone.label, lead.phone],
    [F.company.label, lead.company],
    [F.solution.label, labelOf(SOLUTION_OPTIONS, lead.solution)],
    [F.users.label, lead.users === undefined ? "Não informado" : String(lead.users)],
    [F.protocolUsers.label, labelOf(PROTOCOL_USERS_OPTIONS, lead.protocolUsers)],
    [F.volume.label, labelOf(VOLUME_OPTIONS, lead.volume)],
    [F.preferredDay.label, labelOf(PREFERRED_DAY_OPTIONS, lead.preferredDay)],
    [F.preferredTime.label, labelOf(PREFERRED_TIME_OPTIONS, lead.preferredTime)],
    [F.details.label, lead.details],
  ];
}

/** To the visitor: when we answer, our hours, and the trial meanwhile. */
function DemoRequestVisitorEmail({ greeting, signupUrl }: { greeting: string; signupUrl: string }) {
  return h(
    Email,
    null,
    h(Paragraph, null, greeting),
    h(Lines, {
      lines: [`Recebemos sua solicitação de demonstração do ${site.name}.`, h(Fragment, null, h(Strong, null, replyPromise), ": um especialista vai falar com você no dia e horário que você preferiu.")],
    }),
    h(Lines, { lines: ["Nosso horário de atendimento:", ...businessHoursLines] }),
    h(Paragraph, null, "Enquanto isso, você pode ", h(Link, { href: signupUrl }, `criar sua conta e testar grátis por ${FREE_TRIAL_DAYS} dias`)),
  );
}

export function demoRequestEmails(
  lead: DemoRequestFields,
  leadId: string,
  { salesInbox, publicSiteUrl, attribution }: { salesInbox: string; publicSiteUrl: string; attribution: Attribution },
): OutboxMessage[] {
  const rows = [...fieldRows(lead), ...originRows(attribution)];
  // Links in e-mails come from configuration (PUBLIC_SITE_URL), never from the request.
  const signupUrl = new URL(ACCOUNT_PAGES.signup, publicSiteUrl).toString();
  // The visitor's copy goes to an address nobody has confirmed: no text they typed but a
  // cleaned first name (server/mail/visitor-text.ts).
  const firstName = firstNameForMail(lead.name);
  return [
    {
      kind: "demo-request.sales",
      to: salesInbox,
      replyTo: lead.email,
      about: [lead.email],
      subject: `Nova solicitação de demonstração: ${lead.company}`,
      ...renderMail(h(SalesNotice, { title: "Nova solicitação de demonstração", reference: leadId, rows })),
    },
    {
      kind: "demo-request.visitor",
      to: lead.email,
      about: [lead.email],
      subject: firstName ? `Recebemos sua solicitação, ${firstName}` : "Recebemos sua solicitação",
      ...renderMail(h(DemoRequestVisitorEmail, { greeting: greetingFor(lead.name), signupUrl })),
    },
  ];
}
