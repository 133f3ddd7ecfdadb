import { describe, expect, it } from "vitest";
import { invitationEmail } from "../accounts/emails.ts";
import { MAX_NAME_IN_MAIL, nameForMail } from "./visitor-text.ts";

describe("nameForMail", () => {
  it("keeps a person's name, accents, apostrophes and hyphens included", () => {
    expect(nameForMail("  Ana-Luísa D'Ávila  da Conceição ")).toBe("Ana-Luísa D'Ávila da Conceição");
    expect(nameForMail("J. R. Tolkien Jr.")).toBe("J. R. Tolkien Jr.");
  });

  it("drops every word that is, or becomes, a link or a domain", () => {
    for (const name of [
      "Rafaela http://golpe.example/pix Prado",
      "Rafaela https://golpe.example Prado",
      "Rafaela www.golpe.example Prado",
      "Rafaela golpe.com.br Prado",
      "Rafaela bit.ly/pix Prado",
      "Rafaela golpe[.]com Prado",
      "Rafaela golpe．com Prado",
      "Rafaela suporte@golpe.example Prado",
      "Rafaela golpe.c0m Prado",
    ]) {
      expect(nameForMail(name), name).toBe("Rafaela Prado");
    }
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
