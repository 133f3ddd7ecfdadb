// @vitest-environment jsdom
// useProtectedForm in a small react-hook-form form against a real HTTP server: no send
// without a captcha token; the token, honeypot and visit's origin in the body; a fresh
// Idempotency-Key per submission, kept across retries when no answer came (a dropped
// connection, a proxy's 502) and across the visitor's next press of the same fields; busy
// while in flight; and a refusal mapped back: field texts onto fields (the first one focused),
// the captcha's under the captcha with a fresh challenge, the rest in the banner. The captcha
// is a stand-in.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement as h, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { DEMO_REQUEST_PATH } from "../../contracts/api-paths";
import { CAPTCHA_MESSAGES } from "../../contracts/captcha";
import { endpoint as declareEndpoint } from "../../contracts/endpoint";
import { fetchFrom, sendJson, serveOnLoopback } from "../../tests/support/loopback-server";
import { Honeypot } from "../components/ui/form-controls";
import { captureVisitOrigin } from "../features/attribution/visit-origin";
import { CaptchaField } from "../features/captcha/captcha-field";
import { useProtectedForm } from "./use-protected-form";

vi.mock("../features/captcha/captcha-widget", () => import("../test/fake-captcha-widget"));

const NO_ANSWER = "Sem resposta do servidor.";
const endpoint = declareEndpoint<Fields & { captchaToken: string }, { id: string }>()({
  form: "demo-request",
  path: DEMO_REQUEST_PATH,
  body: () => Promise.reject(new Error("the browser sends; it does not parse")),
  messages: { network: NO_ANSWER },
  conversion: { id: "demo-request", label: "Pedidos de contato" },
});

/** What the server got: the body and the Idempotency-Key. */
const received: { body: Record<string, unknown>; key: string | undefined }[] = [];
/** What the server does with the next requests, in turn ("drop": closes the connection unanswered); then `answer`. */
let script: ({ status: number; body: unknown } | "drop")[] = [];
let answer = { status: 201, body: {} as unknown };
const api = serveOnLoopback((request, body, response) => {
  received.push({ body: JSON.parse(body) as Record<string, unknown>, key: request.headers["idempotency-key"] as string | undefined });
  const next = script.shift() ?? answer;
  if (next === "drop") request.socket.destroy();
  else sendJson(response, next.status, next.body);
});
beforeEach(() => fetchFrom(api.origin));
afterEach(() => {
  cleanup();
  received.length = 0;
  script = [];
});

interface Fields {
  name: string;
  email: string;
}

function TestForm({ onSent }: { onSent: () => void }) {
  const form = useForm<Fields>({ defaultValues: { name: "Ana", email: "ana@exemplo.com.br" } });
  const { submit, busy, failure, captchaField, honeypot } = useProtectedForm(endpoint, form, ["name", "email"]);
  const { errors } = form.formState;
  const send = async (fields: Fields) => {
    const result = await submit(fields);
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
  expect(received.map((r) => r.body)).toEqual([
    { name: "Ana", email: "ana@exemplo.com.br", captchaToken: "captcha-token", website: "", attribution: { last: { landing_path: "/calculadora", utm_source: "google", utm_medium: "cpc" } } },
  ]);
  expect(received[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
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

it("a dropped connection and a proxy's 502 are retried with the submission's key; the next submission gets a fresh one", async () => {
  const user = userEvent.setup();
  const onSent = vi.fn<() => void>();
  answer = { status: 201, body: { id: "x" } };
  script = ["drop", { status: 502, body: "<html>Bad Gateway</html>" }];
  render(h(TestForm, { onSent }));
  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce(), { timeout: 5_000 });
  expect(received).toHaveLength(3);
  expect(new Set(received.map((r) => r.key)).size).toBe(1);

  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));
  expect(received[3]!.key).not.toBe(received[0]!.key);
});

it("after no answer at all, the next press of the same fields is the same submission; other fields are a new one", async () => {
  const user = userEvent.setup();
  const onSent = vi.fn<() => void>();
  answer = { status: 201, body: { id: "x" } };
  script = ["drop", "drop", "drop", "drop", "drop", "drop"];
  render(h(TestForm, { onSent }));
  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(await screen.findByText(NO_ANSWER, undefined, { timeout: 5_000 })).toBeTruthy();
  // The first try and both retries.
  expect(received).toHaveLength(3);

  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(await screen.findByText(NO_ANSWER, undefined, { timeout: 5_000 })).toBeTruthy();
  expect(received).toHaveLength(6);
  expect(new Set(received.map((r) => r.key)).size).toBe(1);

  await user.clear(screen.getByLabelText("Nome"));
  await user.type(screen.getByLabelText("Nome"), "Bia");
  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
  expect(received[6]!.body.name).toBe("Bia");
  expect(received[6]!.key).not.toBe(received[0]!.key);
});
