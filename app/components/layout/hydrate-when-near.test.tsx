// @vitest-environment jsdom
// A prerendered part hydrates when the visitor nears it: its code is not asked for before,
// its prerendered HTML stays (the same nodes, never a fallback), and once hydrated it responds.
// In a render after hydration (a client-side navigation) it loads at once.
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, expect, it, vi } from "vitest";
import { HydrateWhenNear } from "./hydrate-when-near";
import { markPageHydrated } from "../../lib/page-hydrated";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`Cliques: ${count}`}</button>;
}

/** A stand-in IntersectionObserver whose `near()` reports every observed element in view. */
function fakeObserver() {
  const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  return {
    watching: () => observed.flatMap((o) => o.elements),
    near: () => {
      for (const { callback, elements } of observed) {
        callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// First: nothing has marked the page hydrated yet.
it("while the page hydrates, loads the part's code only once it is near, keeping its prerendered HTML", async () => {
  // As the build prerenders it: the server waits for the part.
  const { prelude } = await prerender(<HydrateWhenNear name="parte" load={async () => ({ default: Counter })} fallback={<p>Carregando</p>} />);
  const html = await new Response(prelude).text();
  expect(html).toContain("Cliques: 0");

  const observer = fakeObserver();
  const load = vi.fn<() => Promise<{ default: typeof Counter }>>(async () => ({ default: Counter }));
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const prerendered = container.querySelector("button");
  await act(async () => {
    hydrateRoot(container, <HydrateWhenNear name="parte" load={load} fallback={<p>Carregando</p>} />);
  });
  expect(load).not.toHaveBeenCalled();
  expect(observer.watching()).toEqual([container.querySelector('[data-hydrate-when-near="parte"]')]);
  expect(container.querySelector("button")).toBe(prerendered);

  await act(async () => observer.near());
  expect(load).toHaveBeenCalledOnce();
  await act(async () => prerendered?.click());
  expect(container.querySelector("button")).toBe(prerendered);
  expect(prerendered?.textContent).toBe("Cliques: 1");
  container.remove();
});

it("after the page is hydrated, a new part loads at once", async () => {
  markPageHydrated();
  fakeObserver();
  const load = vi.fn<() => Promise<{ default: typeof Counter }>>(async () => ({ default: Counter }));
  render(<HydrateWhenNear name="parte" load={load} fallback={<p>Carregando</p>} />);
  expect(await screen.findByRole("button", { name: "Cliques: 0" })).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});
