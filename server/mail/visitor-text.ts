// A visitor's name or company as it may appear in mail to somebody else (an invitation) or to
// an address nobody has confirmed yet (every confirmation: sign-up, demo request, booking,
// report). Such a mail must not carry a link, or anything a mail client turns into one, that a
// stranger wrote: otherwise our forms become a way to send phishing from our domain. A name
// keeps its words; anything else goes: digits, symbols, and words that look like a web address
// or a domain ('http://evil.com', 'bit.ly'). A company keeps its digits and ampersands
// ('Contábil 2000', 'Albuquerque & Filhos'), but never a domain-like word nor more digits than
// a year ('loja.com.br' and a phone number go); only the sign-up's confirmation shows it, so
// the owner of the address sees who signed up in their name. The other mail leaves it out.
import { firstNameOf } from "../../contracts/names.ts";

/** Longest name or company shown; longer ones are cut at a word boundary. */
export const MAX_NAME_IN_MAIL = 60;
/** Most digits a company keeps in mail: a year or a number in its name, never a phone number. */
export const MAX_COMPANY_DIGITS_IN_MAIL = 4;

/** Letters with their accents, apostrophes, hyphens and dots ('D'Ávila', 'Ana-Luísa', 'J.'). */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M}'’.-]/gu;
/** The same, plus digits and '&' ('2000', 'Silva & Filhos'). */
const NOT_COMPANY_CHARACTER = /[^\p{L}\p{M}\p{Nd}&'’.-]/gu;
/** A dot followed by two letters: what a domain looks like once its other characters are gone. */
const DOMAIN_LIKE = /\.\p{L}{2}/u;
/** In a company, also a dot before two characters that hold a letter ('golpe.c0m'), but not 'S.A.' or '1.500'. */
const COMPANY_DOMAIN_LIKE = /\.(?=[\p{L}\p{N}]{2})\p{N}*\p{L}/u;

/**
 * The words of `text` that `keep` accepts once `notAllowed` characters and leading or repeated
 * punctuation are gone, up to `max` characters, cut between words.
 */
function wordsForMail(text: string, notAllowed: RegExp, keep: (word: string) => boolean, max: number): string {
  const words = text
    // Full-width dots and letters become their plain forms, so they are judged as such; the
    // ordinal indicators of '1º Ofício' stay (NFKC would turn them into plain letters).
    .replace(/[^ºª]+/gu, (run) => run.normalize("NFKC"))
    .split(/\s+/)
    .map((word) => word.replace(notAllowed, "").replace(/^[.'’-]+|[.'’-]+(?=[.'’-])/g, ""))
    .filter(keep);
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > max) break;
    kept = next;
  }
  return kept;
}

export function nameForMail(name: string, max = MAX_NAME_IN_MAIL): string {
  return wordsForMail(name, NOT_NAME_CHARACTER, (word) => /\p{L}/u.test(word) && !DOMAIN_LIKE.test(word), max);
}

/** A company name for the sign-up's confirmation: "" when nothing that may be shown is left. */
export function companyForMail(company: string): string {
  let digits = 0;
  return wordsForMail(
    company,
    NOT_COMPANY_CHARACTER,
    (word) => {
      if (!/[\p{L}\p{Nd}&]/u.test(word) || DOMAIN_LIKE.test(word) || COMPANY_DOMAIN_LIKE.test(word)) return false;
      digits += word.replace(/\P{Nd}/gu, "").length;
      return digits <= MAX_COMPANY_DIGITS_IN_MAIL || !/\p{Nd}/u.test(word);
    },
    MAX_NAME_IN_MAIL,
  );
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
