export type CaptchaTheme = "light" | "dark";
export type CaptchaSize = "compact" | "normal" | "invisible";

/** What the form holds on to: `reset()` clears the token (onToken(null)) and shows a fresh challenge. */
export interface CaptchaHandle {
  reset(): void;
}
