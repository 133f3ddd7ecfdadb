// The captcha as a form field: the widget, and under it the spec's message when the visitor
// submits without solving it (announced as an alert). Obtaining a token clears that message
// (spec §5).
import type { Ref } from "react";
import type { CaptchaForm } from "../../../contracts/captcha";
import { FieldError } from "../../components/ui/field";
import { CaptchaWidget, type CaptchaHandle } from "./captcha-widget";

interface CaptchaFieldProps {
  captchaRef: Ref<CaptchaHandle>;
  /** Receives the token once solved, and null when it expires or is reset. */
  setToken: (token: string | null) => void;
  error: string | null;
  setError: (error: string | null) => void;
  errorId?: string;
  className?: string;
  /** The box around the widget and its message (to move the focus into the widget). */
  ref?: Ref<HTMLDivElement>;
  /** The form the challenge is for (its solution is accepted there only). */
  form: CaptchaForm;
}

export function CaptchaField({ captchaRef, setToken, error, setError, errorId, className, ref, form }: CaptchaFieldProps) {
  return (
    <div ref={ref} className={className}>
      <CaptchaWidget
        ref={captchaRef}
        form={form}
        onToken={(token) => {
          setToken(token);
          if (token) setError(null);
        }}
      />
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
