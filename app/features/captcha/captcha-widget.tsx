// The captcha every form shows before it may submit (spec: 'A captcha challenge must be
// completed before submit'). reCAPTCHA v2 when the deployment configures a site key, else
// ALTCHA. The provider's code loads when the visitor reaches the widget (useReached), never
// at page load: reCAPTCHA when it comes near the viewport or focus enters its form; ALTCHA,
// whose stand-in looks the same meanwhile, when focus enters its form or the stand-in is
// pressed (a form in view at load does not load it).
import { useEffect, useRef, useState, type Ref } from "react";
import { ALTCHA_CHALLENGE_PATH, ALTCHA_FORM_PARAM } from "../../../contracts/api-paths";
import type { CaptchaForm } from "../../../contracts/captcha";
import type { CaptchaConfig } from "../../../contracts/runtime-config";
import { cn } from "../../lib/cn";
import { lazyModule, useLazyModule } from "../../lib/lazy-module";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { AltchaStandIn } from "./altcha-stand-in";
import { CaptchaStatus } from "./captcha-status";
import type { CaptchaHandle, CaptchaSize, CaptchaTheme } from "./captcha-types";
import { useReached } from "./use-reached";

export type { CaptchaHandle } from "./captcha-types";

/** Each provider's widget, imported once reached; a failed import is tried again on "Tentar novamente". */
const altchaWidget = lazyModule(() => import("./altcha-widget"));
const recaptchaWidget = lazyModule(() => import("./recaptcha-widget"));

export interface CaptchaWidgetProps {
  /** Defaults to the deployment's runtime config. */
  config?: CaptchaConfig;
  theme?: CaptchaTheme;
  size?: CaptchaSize;
  /** A token once the challenge is solved; null when it expires, errors or is reset. */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  /** The form the ALTCHA challenge is for: the server accepts its solution only there (contracts/captcha.ts). */
  form: CaptchaForm;
}

export function CaptchaWidget({ config, theme = "light", size = "normal", onToken, ref, form }: CaptchaWidgetProps) {
  const runtimeConfig = useRuntimeConfig();
  const captcha = config ?? runtimeConfig.captcha;
  const altcha = captcha.provider !== "recaptcha";
  const widget = altcha ? altchaWidget : recaptchaWidget;
  const [failed, setFailed] = useState(false);
  // "Tentar novamente" imports the widget again if that failed, and remounts it, which loads
  // its provider's script again.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
    widget.load().catch(() => setFailed(true));
  };
  const group = useRef<HTMLDivElement>(null);
  /** The ALTCHA stand-in was pressed: the widget starts its check as soon as it loads. */
  const [pressed, setPressed] = useState(false);
  const reached = useReached(group, { inView: !altcha }) || pressed;
  const altchaCode = useLazyModule(altchaWidget);
  const recaptchaCode = useLazyModule(recaptchaWidget);

  useEffect(() => {
    if (reached) widget.load().catch(() => setFailed(true));
  }, [reached, widget]);

  function provider() {
    if (!reached) return altcha ? <AltchaStandIn theme={theme} size={size} onPress={() => setPressed(true)} /> : null;
    if (captcha.provider === "recaptcha" && recaptchaCode) {
      return (
        <recaptchaCode.RecaptchaWidget
          key={`${captcha.siteKey}#${attempt}`}
          siteKey={captcha.siteKey}
          theme={theme}
          size={size}
          onToken={onToken}
          ref={ref}
          onRetry={retry}
        />
      );
    }
    if (altcha && altchaCode) {
      const challengeUrl = `${ALTCHA_CHALLENGE_PATH}?${ALTCHA_FORM_PARAM}=${form}`;
      return <altchaCode.AltchaWidget key={attempt} theme={theme} size={size} onToken={onToken} ref={ref} verifyOnLoad={pressed} challengeUrl={challengeUrl} />;
    }
    return <CaptchaStatus status={failed ? "error" : "loading"} onRetry={retry} />;
  }

  return (
    <div
      ref={group}
      role="group"
      aria-label="Verificação de segurança"
      className={cn("flex flex-col justify-center", size === "compact" ? "min-h-36" : size === "normal" && "min-h-20")}
    >
      {provider()}
    </div>
  );
}
