// The browser half of /painel's passkeys: one same-origin file, served only under /painel
// (the page's CSP allows 'self' scripts, so no hash is needed and no visitor page changes):
// @simplewebauthn/browser's own bundle, then runPanelPasskeys serialised as the head scripts
// are (contracts/served-page.ts). The passkey buttons stay hidden until it finds WebAuthn, so
// the page without script, or in a browser without passkeys, is the e-mail sign-in alone.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type * as WebAuthnBrowser from "@simplewebauthn/browser";
import { headScript } from "../../contracts/served-page.ts";
import { PANEL_PASSKEY_PATHS } from "../../contracts/staff-panel.ts";

/** The elements the pages render and the script drives. */
export const PASSKEY_ELEMENTS = {
  signInBox: "chave-entrar",
  signIn: "entrar-com-chave",
  signInStatus: "entrar-com-chave-situacao",
  registerBox: "chave-cadastrar",
  register: "cadastrar-chave",
  registerStatus: "cadastrar-chave-situacao",
};

const TEXTS = {
  signingIn: "Siga as instruções do navegador para usar sua chave de acesso.",
  registering: "Siga as instruções do navegador para criar sua chave de acesso.",
  cancelled: "A chave de acesso não foi usada: a operação foi cancelada ou o tempo acabou. Tente de novo.",
  alreadyRegistered: "Este dispositivo já tem uma chave de acesso sua cadastrada.",
  signInFailed: "Não foi possível entrar com a chave de acesso. Tente de novo ou peça um link por e-mail.",
  registerFailed: "Não foi possível cadastrar a chave de acesso. Tente de novo.",
};

type Paths = Pick<typeof PANEL_PASSKEY_PATHS, "registrationOptions" | "registration" | "signInOptions" | "signIn">;

/**
 * Runs in the browser, after @simplewebauthn/browser's bundle has set its global: reveals each
 * passkey button the page has, and runs its ceremony on click (the server's options, the
 * browser's prompt, the server's verdict), then follows the server's redirect. Messages go to
 * the button's status region. Self-contained: its source is all that reaches the page.
 */
export function runPanelPasskeys(paths: Paths, ids: typeof PASSKEY_ELEMENTS, texts: typeof TEXTS): void {
  const webauthn = (window as unknown as { SimpleWebAuthnBrowser?: typeof WebAuthnBrowser }).SimpleWebAuthnBrowser;
  if (!webauthn?.browserSupportsWebAuthn()) return;
  /** The server's refusal, whose pt-BR message is shown as it is. */
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- serialised alone: no module-level helper reaches the page
  const refusal = (message: string) => Object.assign(new Error(message), { name: "Refusal" });
  const post = async (path: string, body: unknown) => {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw refusal(typeof answer.error === "string" ? answer.error : "");
    return answer;
  };
  const ceremony = (boxId: string, buttonId: string, statusId: string, waiting: string, failed: string, run: () => Promise<unknown>) => {
    const box = document.getElementById(boxId);
    const button = document.getElementById(buttonId);
    const status = document.getElementById(statusId);
    if (!box || !button || !status) return;
    box.hidden = false;
    let busy = false;
    button.addEventListener("click", () => {
      if (busy) return;
      busy = true;
      button.setAttribute("aria-disabled", "true");
      status.textContent = waiting;
      run()
        .then((answer) => location.assign(String((answer as { redirect?: unknown }).redirect ?? location.pathname)))
        .catch((error: unknown) => {
          const name = error instanceof Error ? error.name : "";
          status.textContent = name === "Refusal" && error instanceof Error && error.message ? error.message : name === "NotAllowedError" || name === "AbortError" ? texts.cancelled : name === "InvalidStateError" ? texts.alreadyRegistered : failed;
          busy = false;
          button.removeAttribute("aria-disabled");
        });
    });
  };
  ceremony(ids.signInBox, ids.signIn, ids.signInStatus, texts.signingIn, texts.signInFailed, async () =>
    post(paths.signIn, await webauthn.startAuthentication({ optionsJSON: (await post(paths.signInOptions, {})) as unknown as WebAuthnBrowser.PublicKeyCredentialRequestOptionsJSON })),
  );
  ceremony(ids.registerBox, ids.register, ids.registerStatus, texts.registering, texts.registerFailed, async () =>
    post(paths.registration, await webauthn.startRegistration({ optionsJSON: (await post(paths.registrationOptions, {})) as unknown as WebAuthnBrowser.PublicKeyCredentialCreationOptionsJSON })),
  );
}

/** The library's bundle, which sets the global SimpleWebAuthnBrowser (read beside its ES module entry). */
const LIBRARY = fileURLToPath(new URL("../dist/bundle/index.umd.min.js", import.meta.resolve("@simplewebauthn/browser")));

let built: { source: string; src: string } | undefined;

/** The script's text and the address pages load it from (its hash in the query, so a new deployment's is fetched anew). */
export function passkeyScript(): { source: string; src: string } {
  if (!built) {
    const { registrationOptions, registration, signInOptions, signIn } = PANEL_PASSKEY_PATHS;
    const source = `${readFileSync(LIBRARY, "utf8")}\n;${headScript(runPanelPasskeys, { registrationOptions, registration, signInOptions, signIn }, PASSKEY_ELEMENTS, TEXTS)};\n`;
    const version = createHash("sha256").update(source).digest("base64url").slice(0, 16);
    built = { source, src: `${PANEL_PASSKEY_PATHS.script}?v=${version}` };
  }
  return built;
}
