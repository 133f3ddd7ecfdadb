// @vitest-environment jsdom
// A busy button cannot be pressed again, tells assistive technology it is working, and
// shows the spinner and its busy wording in place of its icon and label.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { BusyButton } from "./busy-button";

afterEach(cleanup);

const icon = <svg data-testid="icon" aria-hidden="true" />;

it("at rest shows its icon and label and can be pressed", () => {
  render(<BusyButton busy={false} busyLabel="Enviando..." icon={icon}>Enviar relatório</BusyButton>);
  const button = screen.getByRole("button", { name: "Enviar relatório" });
  expect(button).not.toHaveProperty("disabled", true);
  expect(button.getAttribute("aria-busy")).toBeNull();
  expect(screen.queryByTestId("icon")).not.toBeNull();
});

it("while busy is disabled, says so, spins in place of the icon and reads its busy label", () => {
  render(<BusyButton busy busyLabel="Enviando..." icon={icon}>Enviar relatório</BusyButton>);
  const button = screen.getByRole("button", { name: "Enviando..." });
  expect(button).toHaveProperty("disabled", true);
  expect(button.getAttribute("aria-busy")).toBe("true");
  expect(screen.queryByTestId("icon")).toBeNull();
  expect(button.querySelector("svg.animate-spin")).not.toBeNull();
});

it("while busy without a busy label keeps its own label", () => {
  render(<BusyButton busy>Continuar</BusyButton>);
  expect(screen.getByRole("button", { name: "Continuar" })).toHaveProperty("disabled", true);
});

it("stays disabled for its own reason once no longer busy", () => {
  render(<BusyButton busy={false} disabled>Agendar demonstração</BusyButton>);
  expect(screen.getByRole("button", { name: "Agendar demonstração" })).toHaveProperty("disabled", true);
});
