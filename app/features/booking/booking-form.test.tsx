// @vitest-environment jsdom
// The booking form in React's development build: prefilled from the demo request, the body
// it sends (slot, visitor time zone, captcha), and a 409 handed up with its alternatives
// while what was typed stays. The captcha is a stand-in (the browser tests solve the real one).
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { BookingView } from "../../../contracts/booking-options";
import { fetchFrom, sendJson, serveOnLoopback } from "../../../tests/support/loopback-server";
import { BookingForm } from "./booking-form";

vi.mock("../captcha/captcha-widget", () => import("../../test/fake-captcha-widget"));

const SLOT = "2026-11-24T17:00:00.000Z";
const ALTERNATIVES = ["2026-11-24T16:00:00.000Z", "2026-11-24T16:30:00.000Z", "2026-11-24T17:30:00.000Z"];
const received: Record<string, unknown>[] = [];
const api = serveOnLoopback((_, body, response) => {
  received.push(JSON.parse(body) as Record<string, unknown>);
  sendJson(response, 409, { error: "Este horário acabou de ser reservado por outra pessoa.", code: "SLOT_TAKEN", alternatives: ALTERNATIVES });
});

beforeEach(() => {
  received.length = 0;
  fetchFrom(api.origin);
});
afterEach(cleanup);

it("starts filled in from the demo request, sends the slot and time zone, and hands a 409 up keeping the fields", async () => {
  const onSlotTaken = vi.fn<(message: string, alternatives: string[]) => void>();
  const onBooked = vi.fn<(booking: BookingView) => void>();
  const user = userEvent.setup();
  render(
    createElement(BookingForm, {
      slotStart: SLOT,
      timeZone: "Europe/Lisbon",
      slotTaken: false,
      prefill: { name: "Mariana Souza", email: "mariana@exemplo.com.br", phone: "+55 (11) 98765-4321", company: "Contábil Horizonte", topic: "protocolos", notes: "Três filiais." },
      onBooked,
      onSlotTaken,
    }),
  );
  expect(screen.getByLabelText(/^Nome/)).toHaveProperty("value", "Mariana Souza");
  expect(screen.getByLabelText(/^Empresa/)).toHaveProperty("value", "Contábil Horizonte");
  expect(screen.getByLabelText(/^Solução de interesse/)).toHaveProperty("value", "protocolos");
  expect(screen.getByLabelText(/^Telefone/)).toHaveProperty("value", "(11) 98765-4321");

  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Agendar demonstração" }));
  await vi.waitFor(() => expect(onSlotTaken).toHaveBeenCalledWith("Este horário acabou de ser reservado por outra pessoa.", ALTERNATIVES));
  expect(received[0]).toMatchObject({ slotStart: SLOT, timeZone: "Europe/Lisbon", captchaToken: "captcha-token", topic: "protocolos", website: "" });
  expect(onBooked).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Nome/)).toHaveProperty("value", "Mariana Souza");
});

it("asks for the captcha before sending anything", async () => {
  const user = userEvent.setup();
  render(createElement(BookingForm, { slotStart: SLOT, timeZone: null, slotTaken: false, onBooked: () => {}, onSlotTaken: () => {} }));
  await user.type(screen.getByLabelText(/^Nome/), "Mariana Souza");
  await user.type(screen.getByLabelText(/^E-mail/), "mariana@exemplo.com.br");
  await user.type(screen.getByLabelText(/^Telefone/), "11987654321");
  await user.type(screen.getByLabelText(/^Empresa/), "Contábil Horizonte");
  await user.selectOptions(screen.getByLabelText(/^Solução de interesse/), "protocolos");
  await user.click(screen.getByRole("button", { name: "Agendar demonstração" }));
  expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Por favor, complete o desafio reCAPTCHA");
  expect(received).toHaveLength(0);
});
