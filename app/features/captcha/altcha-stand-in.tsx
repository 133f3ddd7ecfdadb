// What ALTCHA's box looks like before its code loads (~30 KB gzip, loaded when the visitor
// reaches the form): its checkbox, its label and its footer, drawn by us. A decoration for
// the eye only (hidden from assistive technology, never focused): keyboard and screen reader
// users reach the form's fields first, which loads the real widget. A press on it loads the
// widget and starts the check, as a press on the real checkbox would.
import { cn } from "../../lib/cn";
import type { CaptchaSize, CaptchaTheme } from "./captcha-types";

/** The widget's own pt-BR texts ("altcha/i18n/pt-br"). */
const ALTCHA_LABEL = "Eu não sou um robô";
const ALTCHA_FOOTER = "Protegido por ALTCHA";

interface AltchaStandInProps {
  theme: CaptchaTheme;
  size: CaptchaSize;
  onPress: () => void;
}

export function AltchaStandIn({ theme, size, onPress }: AltchaStandInProps) {
  if (size === "invisible") return null;
  const dark = theme === "dark";
  return (
    <div
      aria-hidden="true"
      onClick={onPress}
      className={cn(
        "flex max-w-80 cursor-pointer flex-col gap-2 rounded-lg border p-3 text-base leading-5",
        dark ? "border-slate-600 bg-slate-900 text-slate-100" : "border-slate-300 bg-white text-slate-900",
      )}
    >
      <span className="flex h-7 items-center gap-2">
        <span className={cn("size-6 shrink-0 rounded-[5px] border", dark ? "border-slate-400 bg-slate-900" : "border-slate-500 bg-white")} />
        {ALTCHA_LABEL}
      </span>
      {size === "compact" ? null : <span className="self-end text-xs leading-[15px] opacity-70">{ALTCHA_FOOTER}</span>}
    </div>
  );
}
