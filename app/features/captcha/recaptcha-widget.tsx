// reCAPTCHA v2 (checkbox or invisible), rendered explicitly once Google's script has loaded.
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { CaptchaStatus, type CaptchaLoadStatus } from "./captcha-status";
import type { CaptchaSize, CaptchaTheme, ProviderWidgetProps } from "./captcha-types";
import { loadScript } from "./load-script";
import { useLatest } from "./use-latest";

export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR";

/** The part of Google's `grecaptcha` global this widget uses. */
export interface RecaptchaRenderParameters {
  sitekey: string;
  theme: CaptchaTheme;
  size: CaptchaSize;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
}

interface Grecaptcha {
  ready?: (callback: () => void) => void;
  render: (container: HTMLElement, parameters: RecaptchaRenderParameters) => number;
  execute: (widgetId?: number) => void;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** api.js defines `grecaptcha.ready` before the rest of the library arrives. */
function whenReady(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) reject(new Error("grecaptcha indisponível"));
    else if (grecaptcha.ready) grecaptcha.ready(() => resolve(window.grecaptcha ?? grecaptcha));
    else resolve(grecaptcha);
  });
}

interface RecaptchaWidgetProps extends ProviderWidgetProps {
  /** "Tentar novamente" after Google's script failed: the parent remounts this component (a new key). */
  onRetry: () => void;
  siteKey: string;
  /** Overridable for tests. */
  scriptUrl?: string;
}

export function RecaptchaWidget({
  siteKey,
  theme,
  size,
  onToken,
  ref,
  onRetry,
  scriptUrl = RECAPTCHA_SCRIPT_URL,
}: RecaptchaWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetIdRef = useRef<number | null>(null);
  const onTokenRef = useLatest(onToken);
  const [status, setStatus] = useState<CaptchaLoadStatus>("loading");

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let active = true;
    // A fresh element per mount: grecaptcha refuses to render twice into the same one.
    const target = document.createElement("div");
    host.append(target);
    loadScript(scriptUrl)
      .then(whenReady)
      .then((grecaptcha) => {
        if (!active) return;
        const widgetId = grecaptcha.render(target, {
          sitekey: siteKey,
          theme,
          size,
          callback: (token) => onTokenRef.current(token),
          "expired-callback": () => onTokenRef.current(null),
          "error-callback": () => onTokenRef.current(null),
        });
        widgetIdRef.current = widgetId;
        if (size === "invisible") grecaptcha.execute(widgetId);
        setStatus("ready");
      })
      .catch(() => {
        if (active) setStatus("error");
      });
    return () => {
      active = false;
      widgetIdRef.current = null;
      target.remove();
    };
  }, [scriptUrl, siteKey, theme, size, onTokenRef]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const widgetId = widgetIdRef.current;
        const grecaptcha = window.grecaptcha;
        if (widgetId !== null && grecaptcha) {
          grecaptcha.reset(widgetId);
          if (size === "invisible") grecaptcha.execute(widgetId);
        }
        onTokenRef.current(null);
      },
    }),
    [size, onTokenRef],
  );

  return (
    <>
      <div ref={hostRef} hidden={status === "error"} />
      <CaptchaStatus status={status} onRetry={onRetry} />
    </>
  );
}
