// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadScript } from "./load-script";

const scriptsFor = (src: string) => [...document.querySelectorAll("script")].filter((script) => script.src === src);

describe("loadScript", () => {
  it("appends one async script per src and shares its promise", async () => {
    const src = "https://scripts.example/one.js";
    const first = loadScript(src, { "data-test": "yes" });
    const second = loadScript(src);
    expect(second).toBe(first);
    const scripts = scriptsFor(src);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.dataset.test).toBe("yes");

    scripts[0]?.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBeUndefined();
    await loadScript(src);
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it("rejects on a failed load and appends again on the next call", async () => {
    const src = "https://scripts.example/flaky.js";
    const failed = loadScript(src);
    scriptsFor(src)[0]?.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow(src);
    expect(scriptsFor(src)).toHaveLength(0);

    const retry = loadScript(src);
    expect(retry).not.toBe(failed);
    const scripts = scriptsFor(src);
    expect(scripts).toHaveLength(1);
    scripts[0]?.dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});
