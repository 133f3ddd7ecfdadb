import { Button } from "../../components/ui/button";
import { LoadingSpinner } from "../../components/ui/spinner";

export type CaptchaLoadStatus = "loading" | "ready" | "error";

export const CAPTCHA_LOADING_MESSAGE = "Carregando verificação...";
export const CAPTCHA_LOAD_ERROR_MESSAGE =
  "Não foi possível carregar a verificação. Verifique sua conexão e tente novamente.";

/** What the widget shows while its provider loads, or when the provider failed to load. */
export function CaptchaStatus({ status, onRetry }: { status: CaptchaLoadStatus; onRetry: () => void }) {
  if (status === "loading") return <LoadingSpinner label={CAPTCHA_LOADING_MESSAGE} />;
  if (status === "error") {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-slate-700">
        <p>{CAPTCHA_LOAD_ERROR_MESSAGE}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return null;
}
