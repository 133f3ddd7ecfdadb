import { describe, expect, it } from "vitest";
import { confirmationEmail, invitationEmail } from "../accounts/emails.ts";
import { companyForMail, MAX_NAME_IN_MAIL, nameForMail } from "./visitor-text.ts";

/** Links and domains as a visitor may type them into a name or a company, plain or disguised. */
const LINKS = ["http://golpe.example/pix", "https://golpe.example", "www.golpe.example", "golpe.com.br", "bit.ly/pix", "golpe[.]com", "golpe．com", "suporte@golpe.example", "golpe.c0m"];

describe("nameForMail", () => {
  it("keeps a person's name, accents, apostrophes and hyphens included", () => {
    expect(nameForMail("  Ana-Luísa D'Ávila  da Conceição ")).toBe("Ana-Luísa D'Ávila da Conceição");
    expect(nameForMail("J. R. Tolkien Jr.")).toBe("J. R. Tolkien Jr.");
  });

  it("drops every word that is, or becomes, a link or a domain", () => {
    for (const link of LINKS) expect(nameForMail(`Rafaela ${link} Prado`), link).toBe("Rafaela Prado");
  });

  it("drops digits and symbols, so no phone number or address survives", () => {
    expect(nameForMail("Ligue 0800 123 4567 Rafaela")).toBe("Ligue Rafaela");
    expect(nameForMail("Rafaela ★★★ (CEO) #1")).toBe("Rafaela CEO");
    expect(nameForMail("http://golpe.example")).toBe("");
  });

  it(`keeps at most ${MAX_NAME_IN_MAIL} characters, cut between words`, () => {
    const long = nameForMail("Maria ".repeat(30));
    expect(long.length).toBeLessThanOrEqual(MAX_NAME_IN_MAIL);
    expect(long).toMatch(/^(Maria )+Maria$/);
  });
});

describe("companyForMail", () => {
  it("keeps a company's words, digits, ampersands, abbreviations and ordinals", () => {
    expect(companyForMail("  Albuquerque & Filhos  Contabilidade ")).toBe("Albuquerque & Filhos Contabilidade");
    expect(companyForMail("Contábil 2000 Ltda.")).toBe("Contábil 2000 Ltda.");
    expect(companyForMail("Construtora Prumo S.A.")).toBe("Construtora Prumo S.A.");
    expect(companyForMail("Edifício 1.500")).toBe("Edifício 1.500");
    expect(companyForMail("1º Cartório de Notas")).toBe("1º Cartório de Notas");
  });

  it("drops every word that is, or becomes, a link or a domain", () => {
    for (const link of LINKS) expect(companyForMail(`Prumo ${link} Obras`), link).toBe("Prumo Obras");
    expect(companyForMail("loja.com.br")).toBe("");
  });

  it("keeps no phone number: at most 4 digits in all", () => {
    expect(companyForMail("Ligue 0800 123 4567 Prumo")).toBe("Ligue 0800 Prumo");
    expect(companyForMail("Prumo 11987654321")).toBe("Prumo");
  });
});

describe("security review: the sign-up's confirmation names who signed up with the address", () => {
  const link = "https://tramita.com.br/confirmar-email?token=abc";

  it("names the name and company given at sign-up, and says nothing is activated if it was not the owner", () => {
    const mail = confirmationEmail({ name: "Rafaela Prado", email: "rafaela@construtoraprumo.com.br", company: "Construtora Prumo" }, link, "Diamante (mensal)");
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("Recebemos um cadastro de teste em nome de Rafaela Prado, da empresa Construtora Prumo, com este e-mail.");
      expect(part).toContain("Se não foi você, ignore esta mensagem: nenhuma conta será ativada.");
    }
  });

  it("cleans both as the other visitor mail does: no link a stranger typed, and a plain sentence when nothing is left", () => {
    const mail = confirmationEmail({ name: "www.golpe.example Rafaela", email: "alvo@exemplo.com.br", company: "Ganhe um Pix em www.golpe.example" }, link, "Ouro (anual)");
    expect(mail.text).toContain("Recebemos um cadastro de teste em nome de Rafaela, da empresa Ganhe um Pix em, com este e-mail.");
    for (const part of [mail.subject, mail.text, mail.html!]) expect(part).not.toContain("golpe");
    expect([...mail.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([link]);

    const bare = confirmationEmail({ name: "http://golpe.example", email: "alvo@exemplo.com.br", company: "golpe.example" }, link, "Ouro (anual)");
    expect(bare.text).toContain("Recebemos um cadastro de teste com este e-mail.");
    expect(bare.text).not.toContain("golpe");
  });
});

describe("invitationEmail", () => {
  const inviter = { name: "Rafaela Acesse http://golpe.example/pix Prado", email: "rafaela@construtoraprumo.com.br", company: "Ganhe R$ 500 em www.golpe.example" };

  it("names the inviter without links and by the confirmed e-mail, and leaves the company out", () => {
    const mail = invitationEmail("joao@construtoraprumo.com.br", inviter, "https://app.tramita.com.br");
    expect(mail.subject).toBe("Rafaela convidou você para o Tramita");
    expect(mail.text).toContain("Rafaela Acesse Prado (rafaela@construtoraprumo.com.br) está configurando o Tramita e convidou você para a equipe.");
    for (const part of [mail.subject, mail.text, mail.html!]) {
      expect(part).not.toMatch(/golpe|R\$ 500/);
    }
    // The only links are ours.
    expect([...mail.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(["https://app.tramita.com.br"]);
  });

  it("falls back to the e-mail alone when nothing of the name is left", () => {
    const mail = invitationEmail("joao@construtoraprumo.com.br", { ...inviter, name: "www.golpe.example" }, "https://app.tramita.com.br");
    expect(mail.subject).toBe("Você recebeu um convite para o Tramita");
    expect(mail.text).toContain("rafaela@construtoraprumo.com.br está configurando o Tramita");
    expect(mail.text).not.toContain("golpe");
  });
});
