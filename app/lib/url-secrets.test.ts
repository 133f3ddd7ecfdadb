// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { headScripts } from "../../contracts/served-page";
import { readUrlSecret } from "./url-secrets";

const urlSecretsScript = headScripts({ fontUrl: "/assets/font.woff2" }).urlSecrets;

/** Runs the head script as the page's first classic script would. */
// oxlint-disable-next-line no-new-func
const runHeadScript = () => new Function(urlSecretsScript)();

describe("the head script that takes secrets out of the address bar", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("moves token and reserva into the history entry's state, keeping the rest of the URL", () => {
    window.history.replaceState({ idx: 3 }, "", "/agendamento?reserva=abc.DEF_1-2&acao=cancelar#topo");
    runHeadScript();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/agendamento?acao=cancelar#topo");
    expect(readUrlSecret("reserva")).toBe("abc.DEF_1-2");
    expect(readUrlSecret("token")).toBeNull();
    expect((window.history.state as { idx: number }).idx).toBe(3);
    // A key, so React Router's scroll restoration keeps this state instead of replacing it.
    expect((window.history.state as { key: string }).key).toMatch(/^\w+$/);

    window.history.replaceState(null, "", "/confirmar-email?token=x%2By");
    runHeadScript();
    expect(location.href).toBe(`${location.origin}/confirmar-email`);
    expect(readUrlSecret("token")).toBe("x+y");
  });

  it("leaves a URL without secrets, and the state of the entry, alone", () => {
    window.history.replaceState({ usr: { a: 1 } }, "", "/calculadora?usuarios=10");
    runHeadScript();
    expect(location.search).toBe("?usuarios=10");
    expect(window.history.state).toEqual({ usr: { a: 1 } });
    expect(readUrlSecret("token")).toBeNull();
  });
});
