// ALTCHA: self-hosted proof of work, nothing sent to third parties. This module and the
// <altcha-widget> web component it defines (altcha-runtime.ts) are one lazily imported
// chunk: CaptchaWidget loads it when the visitor reaches the form.
import type { AltchaWidgetElement } from "altcha/external";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { cn } from "../../lib/cn";
import { ALTCHA_LANGUAGE } from "./altcha-runtime";
import type { ProviderWidgetProps } from "./captcha-types";
import { useLatest } from "./use-latest";

/** The attributes/properties of <altcha-widget> this project sets (altcha 3.x). */
interface AltchaWidgetAttributes {
  ref?: Ref<AltchaWidgetElement>;
  className?: string;
  /** URL of the challenge endpoint (GET, JSON). */
  challenge?: string;
  language?: string;
  /** Name of the hidden input holding the payload inside a <form>. */
  name?: string;
  auto?: "off" | "onfocus" | "onload" | "onsubmit";
  display?: "standard" | "bar" | "floating" | "overlay" | "invisible";
  type?: "native" | "checkbox" | "switch";
  /** JSON-encoded extra configuration. */
  configuration?: string;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": AltchaWidgetAttributes;
    }
  }
}

/** Detail of the element's `statechange` event. */
export interface AltchaStateChange {
  state: "code" | "error" | "verified" | "verifying" | "unverified" | "expired";
  /** base64(JSON {challenge: {parameters, signature}, solution: {counter, derivedKey, time}}) once verified. */
  payload: string | null;
}

const COMPACT_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true });

interface AltchaWidgetProps extends ProviderWidgetProps {
  /** The challenge endpoint, naming the form the challenge is for. */
  challengeUrl: string;
  /** Start the check once loaded (the visitor pressed the stand-in, meaning to check the box). */
  verifyOnLoad?: boolean;
}

/*
 * The widget declares its colours with light-dark() on :root, and the build lowers
 * light-dark() to variables that only exist under a color-scheme class, so on :root they
 * resolve to nothing (no checkbox border, no box). They are declared again on the element.
 */
const LIGHT_COLORS = cn(
  "scheme-light",
  "[--altcha-color-base:var(--color-white)] [--altcha-color-base-content:var(--color-slate-900)]",
  "[--altcha-color-neutral:var(--color-slate-300)] [--altcha-color-neutral-content:var(--color-slate-600)]",
  "[--altcha-border-color:var(--color-slate-300)] [--altcha-checkbox-border-color:var(--color-slate-500)]",
  "[--altcha-input-background-color:var(--color-white)] [--altcha-input-color:var(--color-slate-900)]",
  "[--altcha-spinner-color:var(--color-slate-900)] [--altcha-popover-color:var(--color-slate-300)]",
);
const DARK_COLORS = cn(
  "scheme-dark",
  "[--altcha-color-base:var(--color-slate-900)] [--altcha-color-base-content:var(--color-slate-100)]",
  "[--altcha-color-neutral:var(--color-slate-600)] [--altcha-color-neutral-content:var(--color-slate-300)]",
  "[--altcha-border-color:var(--color-slate-600)] [--altcha-checkbox-border-color:var(--color-slate-400)]",
  "[--altcha-input-background-color:var(--color-slate-900)] [--altcha-input-color:var(--color-slate-100)]",
  "[--altcha-spinner-color:var(--color-slate-100)] [--altcha-popover-color:var(--color-slate-600)]",
);

export function AltchaWidget({ theme, size, onToken, ref, challengeUrl, verifyOnLoad = false }: AltchaWidgetProps) {
  const elementRef = useRef<AltchaWidgetElement>(null);
  const onTokenRef = useLatest(onToken);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    // statechange covers every transition: verified carries the payload; unverified (reset),
    // expired, error, verifying and code (an extra code challenge) mean there is no token.
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChange>).detail;
      onTokenRef.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", onStateChange);
    return () => element.removeEventListener("statechange", onStateChange);
  }, [onTokenRef]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const element = elementRef.current;
        // The element's methods exist once it has mounted (its "load" event).
        if (element && typeof element.reset === "function") {
          element.reset();
          if (size === "invisible") void element.verify();
        }
        onTokenRef.current(null);
      },
    }),
    [size, onTokenRef],
  );

  const invisible = size === "invisible";
  return (
    <altcha-widget
      ref={elementRef}
      challenge={challengeUrl}
      language={ALTCHA_LANGUAGE}
      name="altcha"
      type="checkbox"
      auto={invisible || verifyOnLoad ? "onload" : "off"}
      display={invisible ? "invisible" : "standard"}
      configuration={size === "compact" ? COMPACT_CONFIGURATION : undefined}
      className={cn(
        // A 24 px checkbox: the smallest tap target the site allows (WCAG 2.5.8); ALTCHA's is 22 px.
        "block [--altcha-border-radius:0.5rem] [--altcha-checkbox-size:1.5rem] [--altcha-color-primary:var(--color-brand-700)]",
        theme === "dark" ? DARK_COLORS : LIGHT_COLORS,
      )}
    />
  );
}
