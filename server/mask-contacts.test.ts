// The one masking of contacts in text we did not write (receivers' errors): e-mails and
// phones lose all but a hint, while ids, dates and addresses of machines stay readable.
import { expect, it } from "vitest";
import { maskContacts } from "./mask-contacts.ts";

it("security review: masks e-mail addresses and phone numbers, leaving a hint an operator can compare", () => {
  expect(maskContacts("joao.silva@empresa.com.br")).toBe("j***@e***.com.br");
  expect(maskContacts("contato: ana@gmail.com, x@mail.empresa.org.br")).toBe("contato: a***@g***.com, x***@m***.org.br");
  expect(maskContacts("+55 11 98765-4321")).toBe("+55 ** *****-4321");
  expect(maskContacts("(11) 98765-4321 ou 11 3456-7890")).toBe("(**) *****-4321 ou ** ****-7890");
  expect(maskContacts('{"phone":"+5511987654321","tel":"11987654321"}')).toBe('{"phone":"+5********4321","tel":"*******4321"}');
});

it("leaves ids, dates, addresses and durations alone, and masked text as it is", () => {
  const text = "evt_0123456789abcdef0123456789abcdef lead 123e4567-e89b-12d3-a456-426614174000 at 2026-11-23T10:00:00.000Z from 127.0.0.1:51234: no answer within 10000 ms";
  expect(maskContacts(text)).toBe(text);
  const masked = maskContacts("joana.prado@horizonte.com.br, +55 (11) 97531-8642");
  expect(masked).toBe("j***@h***.com.br, +55 (**) *****-8642");
  expect(maskContacts(masked)).toBe(masked);
});
