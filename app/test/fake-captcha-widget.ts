// A stand-in for the captcha widget in component tests, swapped in with
// `vi.mock(".../captcha/captcha-widget", () => import(".../test/fake-captcha-widget"))`:
// a button that hands over the token "captcha-token". The real widgets are solved in the
// browser tests.
import { createElement, useImperativeHandle } from "react";
import type { CaptchaWidgetProps } from "../features/captcha/captcha-widget";

/** How many fresh challenges forms asked for (reset()); tests zero it themselves. */
export const fakeCaptcha = { resets: 0 };

export function CaptchaWidget({ onToken, ref }: CaptchaWidgetProps) {
  useImperativeHandle(ref, () => ({
    reset() {
      fakeCaptcha.resets++;
      onToken(null);
    },
  }));
  return createElement("button", { type: "button", onClick: () => onToken("captcha-token") }, "Resolver captcha");
}
