// @vitest-environment jsdom
// spec §9: the site's toasts (Sonner) show at most 3 at a time; older ones wait behind,
// hidden (Sonner's stylesheet hides a toast marked data-visible="false"). Width and duration
// are proven in the browser (tests/e2e/toasts-and-tooltips.spec.ts).
import { act, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { mountToaster } from "./toaster";

const toastsIn = (visible: boolean) => document.querySelectorAll(`[data-sonner-toast][data-visible="${visible}"]`);

it("at most 3 toasts are visible at once: the newest three, the others hidden behind them", async () => {
  // Sonner's toaster mounts in a root of its own; its functions come once it has.
  let mounted!: ReturnType<typeof mountToaster>;
  await act(async () => {
    mounted = mountToaster();
  });
  const show = await mounted;
  act(() => {
    for (let n = 1; n <= 5; n++) show.success(`Aviso ${n}`);
  });
  await waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(5));
  expect(Array.from(toastsIn(true), (toast) => toast.textContent)).toEqual(["Aviso 5", "Aviso 4", "Aviso 3"]);
  expect(Array.from(toastsIn(false), (toast) => toast.textContent)).toEqual(["Aviso 2", "Aviso 1"]);
});
