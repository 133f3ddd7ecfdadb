import type { Ref } from "react";

export type CaptchaTheme = "light" | "dark";
export type CaptchaSize = "compact" | "normal" | "invisible";

/** What the form holds on to: `reset()` clears the token (onToken(null)) and shows a fresh challenge. */
export interface CaptchaHandle {
  reset(): void;
}

/** What CaptchaWidget hands the provider's widget (ALTCHA or reCAPTCHA). */
export interface ProviderWidgetProps {
  theme: CaptchaTheme;
  size: CaptchaSize;
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}
