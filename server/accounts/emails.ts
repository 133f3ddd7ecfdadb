// The e-mails of the trial journey (spec §3), pt-BR: confirmation, the notice a duplicate
// sign-up sends the owner, password reset, magic link and invitation, each one component
// (server/mail/components.ts) rendered to HTML and text.
import { tokenLifetimeText, type TokenPurpose } from "../../contracts/account-options.ts";
import { site } from "../../contracts/site.ts";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import { firstNameOf } from "../../contracts/names.ts";
import { createElement as h } from "react";
import { CallToAction, Email, Paragraph } from "../mail/components.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { renderMail } from "../mail/render.ts";
import { companyForMail, greetingFor, nameForMail } from "../mail/visitor-text.ts";

const linkValidity = (purpose: TokenPurpose) => `O link vale por ${tokenLifetimeText(purpose)} e pode ser usado uma vez.`;

export interface Recipient {
  name: string;
  email: string;
}

export interface LinkMessageBody {
  kind: string;
  /** The link is a working token (server/mail/outbox.ts): the stored copy is erased soon after delivery. */
  carriesToken: boolean;
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  link: { href: string; label: string };
  /** Paragraphs after the link. */
  outro: string[];
}

/** A message built around one link, a button, greeting the recipient by first name. */
function LinkMessage({ greeting, intro, link, outro }: Pick<LinkMessageBody, "intro" | "link" | "outro"> & { greeting: string }) {
  return h(
    Email,
    null,
    h(Paragraph, null, greeting),
    ...intro.map((p) => h(Paragraph, null, p)),
    h(CallToAction, { href: link.href }, link.label),
    ...outro.map((p) => h(Paragraph, null, p)),
  );
}

export function linkMessage(to: Recipient, { kind, carriesToken, subject, intro, link, outro }: LinkMessageBody): OutboxMessage {
  // A confirmation goes to an address nobody has confirmed yet: the name it greets is a stranger's text.
  const greeting = greetingFor(to.name);
  return { kind, carriesToken, to: to.email, about: [to.email], subject, ...renderMail(h(LinkMessage, { greeting, intro, link, outro })) };
}

const ignoreIfNotYou = "Se não foi você, ignore este e-mail: nada muda na sua conta.";

/**
 * To an address nobody has proven yet: it names who signed up (cleaned, visitor-text.ts), so
 * the owner of the address sees a stranger's sign-up in their name and can let it lapse.
 */
export function confirmationEmail(to: Recipient & { company: string }, link: string, planLabel: string): OutboxMessage {
  const name = nameForMail(to.name);
  const company = companyForMail(to.company);
  const who = [name && `em nome de ${name}`, company && `da empresa ${company}`].filter(Boolean).join(", ");
  return linkMessage(to, {
    kind: "account.confirm-email",
    carriesToken: true,
    subject: `Confirme seu e-mail para começar o teste grátis do ${site.name}`,
    intro: [
      who ? `Recebemos um cadastro de teste ${who}, com este e-mail.` : "Recebemos um cadastro de teste com este e-mail.",
      `Se foi você, confirme o e-mail para ativar o teste grátis de ${FREE_TRIAL_DAYS} dias do ${site.name} no plano ${planLabel}.`,
    ],
    link: { href: link, label: "Confirmar e-mail" },
    outro: [
      linkValidity("confirm-email"),
      "Se abrir o link em outro navegador ou aparelho, você vai criar a senha da conta ao confirmar.",
      "Se não foi você, ignore esta mensagem: nenhuma conta será ativada.",
    ],
  });
}

export function duplicateSignupEmail(to: Recipient, resetLink: string): OutboxMessage {
  return linkMessage(to, {
    kind: "account.duplicate-signup",
    carriesToken: true,
    subject: `Alguém tentou criar uma conta ${site.name} com o seu e-mail`,
    intro: [
      `Recebemos um novo cadastro com este e-mail, mas ele já tem uma conta no ${site.name}. Por segurança, não criamos outra.`,
      "Se foi você e não lembra a senha, crie uma nova pelo link abaixo.",
    ],
    link: { href: resetLink, label: "Criar uma nova senha" },
    outro: [ignoreIfNotYou],
  });
}

export function passwordResetEmail(to: Recipient, link: string): OutboxMessage {
  return linkMessage(to, {
    kind: "account.password-reset",
    carriesToken: true,
    subject: `Crie uma nova senha no ${site.name}`,
    intro: ["Recebemos um pedido para criar uma nova senha para a sua conta."],
    link: { href: link, label: "Criar nova senha" },
    outro: [linkValidity("password-reset"), ignoreIfNotYou],
  });
}

export function magicLinkEmail(to: Recipient, link: string): OutboxMessage {
  return linkMessage(to, {
    kind: "account.magic-link",
    carriesToken: true,
    subject: `Seu link de acesso à assinatura do ${site.name}`,
    intro: ["Use o link abaixo para gerenciar a sua assinatura: plano, cobrança e histórico."],
    link: { href: link, label: "Gerenciar assinatura" },
    outro: [linkValidity("magic-link"), ignoreIfNotYou],
  });
}

/** The kind of the invitation a trial account sends a colleague (it names the inviter). */
export const INVITATION_MAIL_KIND = "account.invitation";

/**
 * To someone the account's owner typed in: who invites them is the owner's name, stripped of
 * anything link-like, and their confirmed e-mail address; the company name is left out, as it
 * is free text that could hold a link.
 */
export function invitationEmail(to: string, inviter: { name: string; email: string }, link: string): OutboxMessage {
  const name = nameForMail(inviter.name);
  const who = name ? `${name} (${inviter.email})` : inviter.email;
  const message = linkMessage({ name: "", email: to }, {
    kind: INVITATION_MAIL_KIND,
    // The link is the platform's sign-in page, nothing only this recipient holds.
    carriesToken: false,
    subject: name ? `${firstNameOf(name)} convidou você para o ${site.name}` : `Você recebeu um convite para o ${site.name}`,
    intro: [
      `${who} está configurando o ${site.name} e convidou você para a equipe.`,
      `O ${site.name} reúne protocolos digitais, fluxo de documentos e correspondências em um só lugar.`,
    ],
    link: { href: link, label: `Acessar o ${site.name}` },
    outro: ["Se você não conhece quem enviou este convite, ignore este e-mail."],
  });
  // It names the inviter too: their data-rights view lists it, and their erasure erases it.
  return { ...message, about: [to, inviter.email] };
}
