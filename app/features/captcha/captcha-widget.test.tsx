// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALTCHA_CHALLENGE_PATH } from "../../../contracts/api-paths";
import type { AltchaStateChange } from "./altcha-widget";
import { CAPTCHA_LOAD_ERROR_MESSAGE, CAPTCHA_LOADING_MESSAGE } from "./captcha-status";
import { CaptchaWidget, type CaptchaHandle } from "./captcha-widget";
import { RECAPTCHA_SCRIPT_URL, RecaptchaWidget, type RecaptchaRenderParameters } from "./recaptcha-widget";

const scriptsFor = (src: string) => [...document.querySelectorAll("script")].filter((script) => script.src === src);

/** The slice of `grecaptcha` the widget calls; `ready` defers like the real api.js. */
function stubGrecaptcha(widgetId = 7) {
  const api = {
    ready: vi.fn<(callback: () => void) => void>((callback) => queueMicrotask(callback)),
    render: vi.fn<(container: HTMLElement, parameters: RecaptchaRenderParameters) => number>(() => widgetId),
    execute: vi.fn<(widgetId?: number) => void>(),
    reset: vi.fn<(widgetId?: number) => void>(),
  };
  window.grecaptcha = api;
  return api;
}

/** Google's script "arrives": the global appears, then the element's load event fires. */
async function finishLoading(src: string, widgetId?: number) {
  const script = scriptsFor(src).at(-1);
  if (!script) throw new Error(`no <script> for ${src}`);
  const api = stubGrecaptcha(widgetId);
  await act(async () => {
    script.dispatchEvent(new Event("load"));
  });
  await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
  return api;
}

function renderParameters(api: ReturnType<typeof stubGrecaptcha>) {
  const call = api.render.mock.calls[0];
  if (!call) throw new Error("grecaptcha.render was not called");
  return { container: call[0], parameters: call[1] };
}

type OnToken = (token: string | null) => void;

let urlCount = 0;
const uniqueScriptUrl = () => `${RECAPTCHA_SCRIPT_URL}&test=${++urlCount}`;

afterEach(() => {
  cleanup();
  delete window.grecaptcha;
});

describe("CaptchaWidget with reCAPTCHA", () => {
  it("loads Google's script only once mounted, and offers a retry when it fails", async () => {
    expect(scriptsFor(RECAPTCHA_SCRIPT_URL)).toHaveLength(0);
    const onToken = vi.fn<OnToken>();
    render(<CaptchaWidget config={{ provider: "recaptcha", siteKey: "site-key" }} form="demo-request" onToken={onToken} />);

    expect(screen.getByRole("group", { name: "Verificação de segurança" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(CAPTCHA_LOADING_MESSAGE);
    // The widget's code arrives, then it adds Google's script.
    const [script] = await waitFor(() => {
      const added = scriptsFor(RECAPTCHA_SCRIPT_URL);
      expect(added).toHaveLength(1);
      return added;
    });
    expect(script?.src).toBe("https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR");
    expect(script?.async).toBe(true);

    await act(async () => {
      script?.dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("alert").textContent).toContain(CAPTCHA_LOAD_ERROR_MESSAGE);
    expect(scriptsFor(RECAPTCHA_SCRIPT_URL)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(screen.getByRole("status").textContent).toContain(CAPTCHA_LOADING_MESSAGE);
    expect(scriptsFor(RECAPTCHA_SCRIPT_URL)).toHaveLength(1);

    const api = await finishLoading(RECAPTCHA_SCRIPT_URL);
    expect(renderParameters(api).parameters).toMatchObject({ sitekey: "site-key", theme: "light", size: "normal" });
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("RecaptchaWidget", () => {
  it("renders with the site key, theme and size and reports tokens", async () => {
    const scriptUrl = uniqueScriptUrl();
    const onToken = vi.fn<OnToken>();
    const { container: root } = render(
      <RecaptchaWidget siteKey="key-123" theme="dark" size="compact" onToken={onToken} onRetry={() => {}} scriptUrl={scriptUrl} />,
    );
    const api = await finishLoading(scriptUrl);

    const { container, parameters } = renderParameters(api);
    expect(parameters).toMatchObject({ sitekey: "key-123", theme: "dark", size: "compact" });
    expect(root.contains(container)).toBe(true);
    expect(api.execute).not.toHaveBeenCalled();

    act(() => parameters.callback("token-abc"));
    expect(onToken).toHaveBeenLastCalledWith("token-abc");
    act(() => parameters["expired-callback"]());
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => parameters.callback("token-def"));
    act(() => parameters["error-callback"]());
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it("reset() resets the rendered widget and clears the token", async () => {
    const scriptUrl = uniqueScriptUrl();
    const onToken = vi.fn<OnToken>();
    const ref = createRef<CaptchaHandle>();
    render(<RecaptchaWidget siteKey="k" theme="light" size="normal" onToken={onToken} onRetry={() => {}} ref={ref} scriptUrl={scriptUrl} />);
    const api = await finishLoading(scriptUrl, 3);
    act(() => renderParameters(api).parameters.callback("token"));

    act(() => ref.current?.reset());
    expect(api.reset).toHaveBeenCalledWith(3);
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(api.execute).not.toHaveBeenCalled();
  });

  it("executes the invisible widget after rendering and after a reset", async () => {
    const scriptUrl = uniqueScriptUrl();
    const ref = createRef<CaptchaHandle>();
    render(<RecaptchaWidget siteKey="k" theme="light" size="invisible" onToken={vi.fn<OnToken>()} onRetry={() => {}} ref={ref} scriptUrl={scriptUrl} />);
    const api = await finishLoading(scriptUrl, 5);
    expect(renderParameters(api).parameters.size).toBe("invisible");
    expect(api.execute).toHaveBeenCalledWith(5);

    act(() => ref.current?.reset());
    expect(api.reset).toHaveBeenCalledWith(5);
    expect(api.execute).toHaveBeenCalledTimes(2);
  });
});

/** The ALTCHA element once its lazily imported chunk has defined and drawn it. */
const drawnAltcha = (container: HTMLElement) =>
  waitFor(() => {
    const found = container.querySelector("altcha-widget");
    if (!found?.querySelector(".altcha")) throw new Error("no <altcha-widget> yet");
    return found;
  });

describe("CaptchaWidget with ALTCHA", () => {
  // First of the ALTCHA tests: the widget's code is not loaded yet.
  it("renders <altcha-widget> in pt-BR against the challenge endpoint and relays its state", async () => {
    const scriptsBefore = document.scripts.length;
    const onToken = vi.fn<OnToken>();
    const ref = createRef<CaptchaHandle>();
    const { container } = render(
      <form>
        <input aria-label="E-mail" />
        <CaptchaWidget config={{ provider: "altcha" }} form="demo-request" theme="dark" onToken={onToken} ref={ref} />
      </form>,
    );
    // Until the visitor reaches the form, the stand-in; focus in the form loads the widget.
    expect(container.querySelector("altcha-widget")).toBeNull();
    fireEvent.focusIn(screen.getByRole("textbox", { name: "E-mail" }));
    expect(screen.getByRole("status").textContent).toContain(CAPTCHA_LOADING_MESSAGE);
    expect(document.scripts.length).toBe(scriptsBefore);

    // The real element (the package's own code, defined by the lazily imported chunk).
    const element = await drawnAltcha(container);
    await act(async () => {}); // let React attach the listeners
    expect(customElements.get("altcha-widget")).toBeDefined();
    expect(element.challenge).toBe(`${ALTCHA_CHALLENGE_PATH}?form=demo-request`);
    expect(element.language).toBe("pt-br");
    expect(element.className).toContain("scheme-dark");
    expect(element.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(screen.queryByRole("status")).toBeNull();

    const change = (detail: AltchaStateChange) =>
      act(() => {
        element.dispatchEvent(new CustomEvent("statechange", { detail }));
      });
    change({ state: "verified", payload: "eyJjaGFsbGVuZ2UiOnt9fQ==" });
    expect(onToken).toHaveBeenLastCalledWith("eyJjaGFsbGVuZ2UiOnt9fQ==");
    change({ state: "expired", payload: null });
    expect(onToken).toHaveBeenLastCalledWith(null);

    change({ state: "verified", payload: "cGF5bG9hZA==" });
    onToken.mockClear();
    act(() => ref.current?.reset());
    expect(onToken).toHaveBeenCalledWith(null);
    expect(onToken).not.toHaveBeenCalledWith(expect.any(String));
  });

  it("asks for a challenge of its own form, the only one that accepts its solution (review 3: a solved challenge worked on any form)", async () => {
    const { container } = render(
      <form>
        <input aria-label="E-mail" />
        <CaptchaWidget config={{ provider: "altcha" }} form="booking" onToken={vi.fn<OnToken>()} />
      </form>,
    );
    fireEvent.focusIn(screen.getByRole("textbox", { name: "E-mail" }));
    const element = await drawnAltcha(container);
    expect(element.challenge).toBe(`${ALTCHA_CHALLENGE_PATH}?form=booking`);
  });

  it("stands in with its look until reached; a press on the stand-in loads the widget, set to start its check", async () => {
    const { container } = render(<CaptchaWidget config={{ provider: "altcha" }} form="demo-request" onToken={vi.fn<OnToken>()} />);
    const standIn = screen.getByText("Eu não sou um robô");
    expect(screen.getByText("Protegido por ALTCHA")).toBeTruthy();
    // For the eye only: assistive technology meets the real widget.
    expect(standIn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(container.querySelector("altcha-widget")).toBeNull();

    // The check starts at once; jsdom is no secure context, so it fails, and ALTCHA logs that.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      fireEvent.click(standIn);
      const element = await drawnAltcha(container);
      expect(element.auto).toBe("onload");
      await waitFor(() => expect(element.getState()).not.toBe("unverified"));
      expect(screen.queryByText("Protegido por ALTCHA", { ignore: "altcha-widget *" })).toBeNull();
    } finally {
      log.mockRestore();
    }
  });
});
