// The page of an e-mailed single-use link says what the link does, and only the visitor's
// press on its button spends it (a POST): a mail scanner that opens the page, even one that
// runs its scripts, spends nothing. The data-rights link, the newsletter's confirmation and a
// booking's confirmation are this card.
import { useState, type ReactNode } from "react";
import { BusyButton } from "../../components/ui/busy-button";
import { Card } from "../../components/ui/card";
import { ErrorBanner } from "../../components/ui/error-banner";
import { FocusHeading } from "../../components/ui/focus-heading";
import { useApiAction } from "../../hooks/use-api-action";
import type { ApiFailure, ApiSuccess } from "../../lib/api-client";
import { cn } from "../../lib/cn";

/**
 * The server refused the link itself (used, expired, unknown): the page says so in place of
 * the button. A busy server (429, 5xx) or no answer leaves the button to try again.
 */
const refusesLink = ({ status }: ApiFailure) => status >= 400 && status < 500 && status !== 429;

interface LinkActionProps<T, F extends ApiFailure> {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** What pressing the button does. */
  children: ReactNode;
  label: string;
  busyLabel: string;
  /** The call that spends the link. */
  spend: () => Promise<ApiSuccess<T> | F>;
  onDone: (data: T) => void;
  onRefused: (failure: F) => void;
  /** Above the heading (a stage's glyph). */
  icon?: ReactNode;
  className?: string;
}

export function LinkAction<T, F extends ApiFailure>({ id, title, children, label, busyLabel, spend, onDone, onRefused, icon, className }: LinkActionProps<T, F>) {
  const { busy, error, run } = useApiAction();
  const press = () =>
    run(spend, onDone, (failure) => {
      const refused = refusesLink(failure);
      if (refused) onRefused(failure);
      return refused;
    });

  return (
    <Card as="section" panel shadow="sm" className={cn("p-5 sm:p-8", className)} aria-labelledby={id}>
      {icon}
      <FocusHeading id={id} className={icon ? "mt-3" : undefined}>{title}</FocusHeading>
      <div className="mt-3 text-slate-700">{children}</div>
      {error ? <ErrorBanner className="mt-5 text-left">{error}</ErrorBanner> : null}
      <BusyButton size="lg" onClick={() => void press()} busy={busy} busyLabel={busyLabel} className="mt-6 w-full sm:w-auto">
        {label}
      </BusyButton>
    </Card>
  );
}

interface LinkStagesProps<T> extends Omit<LinkActionProps<T, ApiFailure>, "onDone" | "onRefused"> {
  /** False when the page was opened without a usable link. */
  link: boolean;
  /** What the spent link did. */
  renderDone: (data: T) => ReactNode;
  /** Why there is nothing to press: no link (null), or the server's refusal of it. */
  renderRefused: (refusal: string | null) => ReactNode;
}

/** A link page's stages: its card until the link is spent, then what it did or why not. */
export function LinkStages<T>({ link, renderDone, renderRefused, ...card }: LinkStagesProps<T>) {
  const [answer, setAnswer] = useState<{ ok: true; data: T } | { ok: false; refusal: string } | null>(null);
  if (answer) return answer.ok ? renderDone(answer.data) : renderRefused(answer.refusal);
  if (!link) return renderRefused(null);
  return <LinkAction {...card} onDone={(data) => setAnswer({ ok: true, data })} onRefused={({ message }) => setAnswer({ ok: false, refusal: message })} />;
}
