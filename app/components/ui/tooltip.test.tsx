// @vitest-environment jsdom
// The tooltip code (Radix) loads on a trigger's first focus, hover or press, not with the
// page; the first focus is handed on, so that tooltip opens at once all the same (spec §9).
// Delays and hover are proven in the browser (tests/e2e/toasts-and-tooltips.spec.ts).
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, expect, it, vi } from "vitest";

beforeAll(() => {
  // Radix measures the trigger and the tooltip; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

/** A hint in a fresh copy of the module, so its tooltip code is not loaded yet. */
async function renderHint() {
  vi.resetModules();
  const { InfoTip, TooltipProvider } = await import("./tooltip");
  render(
    <main>
      <TooltipProvider>
        <InfoTip label="Sobre: Usuários">Pessoas que usam o sistema.</InfoTip>
      </TooltipProvider>
    </main>,
  );
  return screen.getByRole("button", { name: "Sobre: Usuários" });
}

it("renders the trigger alone, then a focus loads the tooltip and opens it at once", async () => {
  const trigger = await renderHint();
  expect(trigger.hasAttribute("data-state")).toBe(false);
  fireEvent.focus(trigger);
  expect((await screen.findByRole("tooltip")).textContent).toBe("Pessoas que usam o sistema.");
  const loaded = screen.getByRole("button", { name: "Sobre: Usuários" });
  expect(document.activeElement).toBe(loaded);
  expect(loaded.getAttribute("data-state")).toBe("instant-open");
});

it("a tap before the code is there opens the hint once it has loaded", async () => {
  const trigger = await renderHint();
  expect(trigger.hasAttribute("data-state")).toBe(false);
  fireEvent.pointerDown(trigger);
  fireEvent.click(trigger);
  expect((await screen.findByRole("tooltip")).textContent).toBe("Pessoas que usam o sistema.");
});

/** An icon button named by its tooltip, in a fresh copy of the module (no tooltip code yet), and its click spy. */
async function renderLabelledButton() {
  vi.resetModules();
  const { LabelTooltip } = await import("./tooltip");
  const onClick = vi.fn<() => void>();
  render(
    <main>
      <LabelTooltip label="Preferências de cookies">
        <button type="button" aria-label="Preferências de cookies" onClick={onClick} />
      </LabelTooltip>
    </main>,
  );
  return { pressed: screen.getByRole("button", { name: "Preferências de cookies" }), onClick };
}

it("a press begun before the code is there and released on the loaded trigger still clicks it, once", async () => {
  const { pressed, onClick } = await renderLabelledButton();
  fireEvent.pointerDown(pressed);
  // The press loaded the tooltip code, which replaced the trigger before the release.
  await waitFor(() => expect(screen.getByRole("button", { name: "Preferências de cookies" })).not.toBe(pressed));
  fireEvent.pointerUp(screen.getByRole("button", { name: "Preferências de cookies" }));
  expect(onClick).toHaveBeenCalledTimes(1);
  // That release completed the press: another release clicks nothing more.
  fireEvent.pointerUp(screen.getByRole("button", { name: "Preferências de cookies" }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

it("a press a scroll took over before the code loaded adds no click to the next tap on the loaded trigger", async () => {
  const { pressed, onClick } = await renderLabelledButton();
  fireEvent.pointerDown(pressed);
  await waitFor(() => expect(screen.getByRole("button", { name: "Preferências de cookies" })).not.toBe(pressed));
  const loaded = screen.getByRole("button", { name: "Preferências de cookies" });
  // The next tap, whole on the loaded trigger: the browser's own click is its only one.
  fireEvent.pointerDown(loaded);
  fireEvent.pointerUp(loaded);
  fireEvent.click(loaded);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it("a press that ends before the code is there clicks the trigger once, and the loaded trigger adds none", async () => {
  const { pressed, onClick } = await renderLabelledButton();
  fireEvent.pointerDown(pressed);
  fireEvent.pointerUp(pressed);
  fireEvent.click(pressed);
  await waitFor(() => expect(screen.getByRole("button", { name: "Preferências de cookies" })).not.toBe(pressed));
  fireEvent.pointerUp(screen.getByRole("button", { name: "Preferências de cookies" }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
