// @vitest-environment jsdom
// The contact modal in React's development build: field wiring (labels, aria-invalid,
// aria-describedby), the captcha gate, what reaches a real HTTP server, the success view
// and a server error. The captcha is a stand-in (the real one is covered by the browser tests).
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, createRef } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAPTCHA_MESSAGES } from "../../../contracts/captcha";
import { MAILING_CONSENT_TEXT } from "../../../contracts/mailing-consent";
import { fetchFrom, sendJson, serveOnLoopback } from "../../../tests/support/loopback-server";
import { fakeCaptcha } from "../../test/fake-captcha-widget";
import ContactModal from "./contact-modal";

vi.mock("../captcha/captcha-widget", () => import("../../test/fake-captcha-widget"));

interface Exchange {
  body: Record<string, unknown>;
  key: string | undefined;
}
const exchanges: Exchange[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: { id: "lead-1" } };
const api = serveOnLoopback((request, body, response) => {
  exchanges.push({ body: JSON.parse(body) as Record<string, unknown>, key: request.headers["idempotency-key"] as string | undefined });
  sendJson(response, reply.status, reply.body);
});

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  exchanges.length = 0;
  fakeCaptcha.resets = 0;
  reply = { status: 201, body: { id: "lead-1" } };
  // The page's relative '/api/demo-request' goes to the test server (a real HTTP round trip).
  fetchFrom(api.origin);
  vi.spyOn(console, "info").mockImplementation(() => {});
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
});
afterEach(() => {
  cleanup();
  // React's development warnings (keys, controlled inputs, act...) fail the test.
  if (consoleErrors.length > 0) throw new Error(`console.error: ${JSON.stringify(consoleErrors)}`);
});

const opener = createRef<HTMLElement>();
const Harness = () =>
  createElement(MemoryRouter, null, createElement(ContactModal, { open: true, onOpenChange: () => {}, returnFocusTo: opener }));

function setup() {
  const user = userEvent.setup();
  render(createElement(Harness));
  const dialog = screen.getByRole("dialog", { name: "Formulário de contato" });
  const field = (label: RegExp | string) => within(dialog).getByLabelText(label);
  const submit = () => within(dialog).getByRole("button", { name: /^(Enviar solicitação|Enviando\.\.\.)$/ });
  async function fillAll({ users = "" } = {}) {
    await user.type(field(/^Nome/), "Mariana Souza");
    await user.type(field(/^E-mail/), "mariana@exemplo.com.br");
    await user.type(field(/^Telefone/), "11987654321");
    await user.type(field(/^Empresa/), "Contábil Horizonte");
    await user.selectOptions(field(/^Solução de interesse/), "Correspondências");
    if (users) await user.type(field("Quantas pessoas trabalham na empresa? (opcional)"), users);
    await user.selectOptions(field(/^Quantas pessoas vão protocolar/), "100+");
    await user.selectOptions(field(/^Volume mensal/), "Não sei");
    await user.selectOptions(field(/^Melhor dia/), "Sábado de manhã");
    await user.selectOptions(field(/^Melhor horário/), "Qualquer horário");
    await user.type(field(/^Conte um pouco/), "  Malote entre filiais.  ");
  }
  const solveCaptcha = () => user.click(within(dialog).getByRole("button", { name: "Resolver captcha" }));
  return { user, dialog, field, submit, fillAll, solveCaptcha };
}

describe("ContactModal form", () => {
  it("labels every field, marks the required ones and keeps submit disabled until the captcha is solved", async () => {
    const { field, submit, solveCaptcha } = setup();
    expect(field(/^Nome/).closest("div")?.parentElement?.textContent).toContain("*");
    expect(screen.getAllByText("obrigatório")).toHaveLength(10);
    expect(field(/^E-mail/).getAttribute("type")).toBe("email");
    expect(field("Quantas pessoas trabalham na empresa? (opcional)").getAttribute("type")).toBe("number");
    const solution = field(/^Solução de interesse/) as HTMLSelectElement;
    expect([...solution.options].map((o) => [o.value, o.text])).toContainEqual(["ambos", "Documentos e correspondências"]);
    const honeypot = document.querySelector<HTMLInputElement>("input[name=website]")!;
    expect([honeypot.tabIndex, honeypot.autocomplete, honeypot.getAttribute("aria-hidden")]).toEqual([-1, "off", "true"]);

    expect(submit()).toHaveProperty("disabled", true);
    await solveCaptcha();
    expect(submit()).toHaveProperty("disabled", false);
  });

  it("Enter without a captcha token: the captcha message, each field's message wired to it, focus on the first", async () => {
    const { user, field, solveCaptcha } = setup();
    await user.type(field(/^Nome/), "{Enter}");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", CAPTCHA_MESSAGES.missing);
    const name = field(/^Nome/);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe("Informe seu nome.");
    const phone = field(/^Telefone/);
    expect(document.getElementById(phone.getAttribute("aria-describedby")!)?.textContent).toBe("Informe seu telefone.");
    expect(field("Quantas pessoas trabalham na empresa? (opcional)").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(name);

    await solveCaptcha();
    expect(screen.queryByText(CAPTCHA_MESSAGES.missing)).toBeNull();
    expect(exchanges).toHaveLength(0);
  });

  it("sends the trimmed fields with the token, the honeypot, the ticked mailing opt-in and a UUID key, then thanks the visitor", async () => {
    const { user, dialog, submit, fillAll, solveCaptcha } = setup();
    await fillAll({ users: "25" });
    const optIn = within(dialog).getByRole<HTMLInputElement>("checkbox", { name: MAILING_CONSENT_TEXT });
    expect(optIn.checked).toBe(false);
    await user.click(optIn);
    await solveCaptcha();
    await user.click(submit());
    await screen.findByRole("heading", { name: "Solicitação enviada com sucesso!" });

    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toEqual({
      name: "Mariana Souza",
      email: "mariana@exemplo.com.br",
      phone: "+55 (11) 98765-4321",
      company: "Contábil Horizonte",
      solution: "correspondencias",
      details: "Malote entre filiais.",
      users: 25,
      protocolUsers: "100+",
      volume: "nao-sei",
      preferredDay: "sabado-manha",
      preferredTime: "18h-20h",
      captchaToken: "captcha-token",
      website: "",
      // No page load was read in this test: the origin is unknown.
      attribution: {},
      mailingConsent: true,
    });
    expect(exchanges[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(console.info).toHaveBeenCalledWith(expect.any(String), { id: "lead-1" });
    expect(within(dialog).getByRole("link", { name: "Criar Conta Grátis" }).getAttribute("href")).toBe("/signup");
    expect(within(dialog).getByText("Resposta em até 2 horas úteis")).toBeTruthy();
  });

  it("leaves `users` out when empty", async () => {
    const { user, submit, fillAll, solveCaptcha } = setup();
    await fillAll();
    await solveCaptcha();
    await user.click(submit());
    await screen.findByRole("heading", { name: "Solicitação enviada com sucesso!" });
    expect("users" in exchanges[0]!.body).toBe(false);
  });

  it("a server error: its text in an alert, field messages, a reset captcha, a new key on the next try", async () => {
    reply = { status: 422, body: { error: "Confira os campos destacados.", code: "VALIDATION_ERROR", fields: { company: "Empresa recusada." } } };
    const { user, field, submit, fillAll, solveCaptcha } = setup();
    await fillAll();
    await solveCaptcha();
    await user.click(submit());

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Confira os campos destacados."));
    const company = field(/^Empresa/);
    expect(company.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(company.getAttribute("aria-describedby")!)?.textContent).toBe("Empresa recusada.");
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect(fakeCaptcha.resets).toBe(1);
    expect(submit()).toHaveProperty("disabled", true);
    expect(submit().textContent).toBe("Enviar solicitação");

    reply = { status: 201, body: { id: "lead-2" } };
    await solveCaptcha();
    await user.click(submit());
    await screen.findByRole("heading", { name: "Solicitação enviada com sucesso!" });
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]!.key).not.toBe(exchanges[0]!.key);
  });
});
