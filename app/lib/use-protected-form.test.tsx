// @vitest-environment jsdom
// useProtectedSubmit in a small react-hook-form form against a real HTTP server: no send
// without a captcha token, the token, honeypot and visit's origin in the body, busy while in flight, and a
// refusal mapped back: field texts onto fields (the first one focused), the captcha's under
// the captcha with a fresh challenge, the rest in the banner. The captcha is a stand-in.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement as h, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { afterEach, expect, it, vi } from "vitest";
import { CAPTCHA_MESSAGES } from "../../../contracts/captcha";
import { sendJson, serveOnLoopback } from "../../../tests/support/loopback-server";
import { Honeypot } from "../../components/ui/form-controls";
import { postJson } from "../../lib/api-client";
import { captureVisitOrigin } from "../attribution/visit-origin";
import { CaptchaField } from "./captcha-field";
import { useProtectedSubmit } from "./use-protected-submit";

vi.mock("./captcha-widget", () => import("../../test/fake-captcha-widget"));

const received: Record<string, unknown>[] = [];
let answer = { status: 201, body: {} as unknown };
const api = serveOnLoopback((_, body, response) => {
  received.push(JSON.parse(body) as Record<string, unknown>);
  sendJson(response, answer.status, answer.body);
});
afterEach(() => {
  cleanup();
  received.length = 0;
});

interface Fields {
  name: string;
  email: string;
}

function TestForm({ onSent }: { onSent: () => void }) {
  const form = useForm<Fields>({ defaultValues: { name: "Ana", email: "ana@exemplo.com.br" } });
  const { submit, busy, failure, captchaField, honeypot } = useProtectedSubmit(form, ["name", "email"], "demo-request");
  const { errors } = form.formState;
  const send = async (fields: Fields) => {
    const result = await submit((protection) => postJson(`${api.origin}/send`, { ...fields, ...protection }));
    if (result?.ok) onSent();
  };
  return h(
    "form",
    { onSubmit: (e: FormEvent) => void form.handleSubmit(send)(e), "aria-busy": busy },
    h("label", { htmlFor: "name" }, "Nome"),
    h("input", { id: "name", ...form.register("name") }),
    errors.name ? h("p", null, errors.name.message) : null,
    h("label", { htmlFor: "email" }, "E-mail"),
    h("input", { id: "email", ...form.register("email") }),
    errors.email ? h("p", null, errors.email.message) : null,
    h(Honeypot, { ref: honeypot }),
    h(CaptchaField, captchaField),
    failure ? h("div", { role: "alert" }, failure) : null,
    h("button", { type: "submit" }, "Enviar"),
  );
}

it("sends nothing until the captcha is solved, then the fields with the token, the empty honeypot and the visit's origin", async () => {
  captureVisitOrigin(new URL("https://tramita.com.br/calculadora?utm_source=google&utm_medium=cpc") as unknown as Location, "");
  const user = userEvent.setup();
  const onSent = vi.fn<() => void>();
  answer = { status: 201, body: { id: "x" } };
  render(h(TestForm, { onSent }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(await screen.findByText(CAPTCHA_MESSAGES.missing)).toBeTruthy();
  expect(received).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  expect(screen.queryByText(CAPTCHA_MESSAGES.missing)).toBeNull();
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
  expect(received).toEqual([
    { name: "Ana", email: "ana@exemplo.com.br", captchaToken: "captcha-token", website: "", attribution: { last: { landing_path: "/calculadora", utm_source: "google", utm_medium: "cpc" } } },
  ]);
});

it("a 422 puts each field's text on its field, focuses the first, shows the banner and asks for a new captcha", async () => {
  const user = userEvent.setup();
  const onSent = vi.fn<() => void>();
  answer = {
    status: 422,
    body: { error: "Confira os campos destacados.", code: "VALIDATION_ERROR", fields: { email: "Informe um e-mail válido.", captchaToken: "Refaça a verificação." } },
  };
  render(h(TestForm, { onSent }));
  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(await screen.findByText("Confira os campos destacados.")).toBeTruthy();
  expect(screen.getByText("Informe um e-mail válido.")).toBeTruthy();
  expect(screen.getByText("Refaça a verificação.")).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
  expect(onSent).not.toHaveBeenCalled();

  // The solved challenge was spent: the next press asks for a new one and sends nothing.
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(await screen.findByText(CAPTCHA_MESSAGES.missing)).toBeTruthy();
  expect(received).toHaveLength(1);
});

it("a press while a send is in flight sends nothing more", async () => {
  const user = userEvent.setup();
  answer = { status: 429, body: { error: "Tente novamente em 2 minutos.", code: "RATE_LIMITED" } };
  render(h(TestForm, { onSent: vi.fn<() => void>() }));
  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  const press = screen.getByRole("button", { name: "Enviar" });
  await Promise.all([user.click(press), user.click(press)]);
  expect(await screen.findByText("Tente novamente em 2 minutos.")).toBeTruthy();
  expect(received).toHaveLength(1);
});
