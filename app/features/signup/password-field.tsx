// A new-password input with a show/hide button and the strength meter (announced politely).
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../contracts/account-options";
import { cn } from "../../lib/cn";
import { Input } from "../../components/ui/form-controls";
import type { FieldControl } from "../../components/ui/field";
import { passwordStrength } from "./password-strength";

const BAR_COLOURS = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-accent-600", "bg-accent-700"];

type Props = Omit<ComponentProps<"input">, "id" | "type"> & FieldControl & { value: string };

export function PasswordField({ value, describedBy, id, invalid, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  const strength = passwordStrength(value);
  const meterId = `${id}-forca`;
  return (
    <div>
      <div className="relative">
        <Input
          {...props}
          id={id}
          invalid={invalid}
          describedBy={[describedBy, meterId].filter(Boolean).join(" ")}
          value={value}
          type={visible ? "text" : "password"}
          autoComplete="new-password"
          spellCheck={false}
          maxLength={PASSWORD_MAX_LENGTH}
          className="pr-12"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? "Ocultar senha" : "Mostrar senha"}
          className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <div className="mt-2 flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn("h-1.5 flex-1 rounded-full", value && strength.level >= step ? BAR_COLOURS[strength.level] : "bg-slate-200")} />
        ))}
      </div>
      <p id={meterId} aria-live="polite" className="mt-1.5 text-sm text-slate-600">
        {value ? (
          <>
            <span className="font-semibold text-slate-800">{`Força da senha: ${strength.label}.`}</span> {strength.hint}
          </>
        ) : (
          `Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres. Uma frase longa é mais segura que uma senha curta cheia de símbolos.`
        )}
      </p>
    </div>
  );
}
