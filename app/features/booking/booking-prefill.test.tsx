// @vitest-environment jsdom
// The demo request's thank-you view hands the sent fields to /agendamento (navigation
// state), and the booking page reads back only the fields it knows.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { DemoRequestFields } from "../../../contracts/demo-request";
import { ContactSuccess } from "../contact-form/contact-success";
import { prefillFrom } from "./booking-page";

afterEach(cleanup);

const sent: DemoRequestFields = {
  name: "Mariana Souza",
  email: "mariana@contabilhorizonte.com.br",
  phone: "+55 (11) 98765-4321",
  company: "Contábil Horizonte",
  solution: "protocolos",
  details: "Três filiais.",
  protocolUsers: "11-20",
  volume: "151-500",
  preferredDay: "terca",
  preferredTime: "10h-12h",
};

function Probe() {
  const location = useLocation();
  return createElement("pre", { "data-testid": "prefill" }, JSON.stringify(prefillFrom(location.state) ?? null));
}

it("'Agendar uma demonstração agora' opens /agendamento with the sent name, e-mail, phone, company, topic and notes", async () => {
  let closed = 0;
  const router = createMemoryRouter(
    [
      { path: "/", element: createElement(ContactSuccess, { onClose: () => closed++, sent }) },
      { path: "/agendamento", element: createElement(Probe) },
    ],
    { initialEntries: ["/"] },
  );
  render(createElement(RouterProvider, { router }));
  await userEvent.click(screen.getByRole("link", { name: "Agendar uma demonstração agora" }));
  expect(JSON.parse(screen.getByTestId("prefill").textContent!)).toEqual({
    name: "Mariana Souza",
    email: "mariana@contabilhorizonte.com.br",
    phone: "+55 (11) 98765-4321",
    company: "Contábil Horizonte",
    topic: "protocolos",
    notes: "Três filiais.",
  });
  expect(closed).toBe(1);
});

it("ignores a state that is not a prefill, and fields that are not strings", () => {
  expect(prefillFrom(null)).toBeUndefined();
  expect(prefillFrom({ bookingPrefill: "x" })).toBeUndefined();
  expect(prefillFrom({ bookingPrefill: { name: 42, email: "a@b.co", admin: "sim" } })).toEqual({ email: "a@b.co" });
});
