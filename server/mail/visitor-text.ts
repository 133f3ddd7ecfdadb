// A visitor's name as it may appear in mail to somebody else (an invitation) or to an address
// nobody has confirmed yet (every confirmation: sign-up, demo request, booking, report). Such a mail must not carry a link, or
// anything a mail client turns into one, that a stranger wrote: otherwise our forms become a
// way to send phishing from our domain. A name keeps its words; anything else goes: digits,
// symbols, and words that look like a web address or a domain ('http://evil.com', 'bit.ly').
// Company names are left out of such mail altogether: they legitimately hold digits,
// ampersands and domains ('Contábil 2000', 'loja.com.br'), which no cleaning can tell apart.
import { firstNameOf } from "./html.ts";

/** Longest name shown; longer ones are cut at a word boundary. */
export const MAX_NAME_IN_MAIL = 60;

/** Letters with their accents, apostrophes, hyphens and dots ('D'Ávila', 'Ana-Luísa', 'J.'). */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M}'’.-]/gu;
/** A dot followed by two letters: what a domain looks like once its other characters are gone. */
const DOMAIN_LIKE = /\.\p{L}{2}/u;

export function nameForMail(name: string, max = MAX_NAME_IN_MAIL): string {
  const words = name
    // Full-width dots and letters become their plain forms, so they are judged as such.
    .normalize("NFKC")
    .split(/\s+/)
    .map((word) => word.replace(NOT_NAME_CHARACTER, "").replace(/^[.'’-]+|[.'’-]+(?=[.'’-])/g, ""))
    .filter((word) => /\p{L}/u.test(word) && !DOMAIN_LIKE.test(word));
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > max) break;
    kept = next;
  }
  return kept;
}

/** The first name to greet, cleaned as above; "" when nothing name-like is left. */
export function firstNameForMail(name: string): string {
  const cleaned = nameForMail(name);
  return cleaned ? firstNameOf(cleaned) : "";
}

/** 'Olá, Mariana!', or 'Olá!' when the name held nothing that may be shown. */
export function greetingFor(name: string): string {
  const first = firstNameForMail(name);
  return first ? `Olá, ${first}!` : "Olá!";
}
