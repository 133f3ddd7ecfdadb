// The one masking of contacts in text we did not write (receivers' errors): e-mails and
// phones lose all but a hint, while ids, dates and addresses of machines stay readable.
import { expect, it } from "vitest";
import { maskContacts } from "./mask-contacts.ts";

it.each([
  { contacts: "an e-mail address", text: "joao.silva@empresa.com.br", masked: "j***@e***.com.br" },
  { contacts: "e-mail addresses in a sentence, on a subdomain too", text: "contato: ana@gmail.com, x@mail.empresa.org.br", masked: "contato: a***@g***.com, x***@m***.org.br" },
  { contacts: "a phone number with the country code", text: "+55 11 98765-4321", masked: "+55 ** *****-4321" },
  { contacts: "phone numbers with and without parentheses", text: "(11) 98765-4321 ou 11 3456-7890", masked: "(**) *****-4321 ou ** ****-7890" },
  { contacts: "phone numbers written as digits alone", text: '{"phone":"+5511987654321","tel":"11987654321"}', masked: '{"phone":"+5********4321","tel":"*******4321"}' },
])("security review: masks $contacts, leaving a hint an operator can compare", ({ text, masked }) => {
  expect(maskContacts(text)).toBe(masked);
});

it("leaves ids, dates, addresses and durations alone, and masked text as it is", () => {
  const text = "evt_0123456789abcdef0123456789abcdef lead 123e4567-e89b-12d3-a456-426614174000 at 2026-11-23T10:00:00.000Z from 127.0.0.1:51234: no answer within 10000 ms";
  expect(maskContacts(text)).toBe(text);
  const masked = maskContacts("joana.prado@horizonte.com.br, +55 (11) 97531-8642");
  expect(masked).toBe("j***@h***.com.br, +55 (**) *****-8642");
  expect(maskContacts(masked)).toBe(masked);
});
