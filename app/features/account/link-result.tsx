// What a page opened from an e-mailed link shows once its button was pressed (link-action.tsx):
// the action done, or why it could not be (the link used, expired or unknown), or, opened
// without a link, how to get one. The heading takes the focus so a screen reader hears it.
import { CircleCheck, MailWarning } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { FocusHeading } from "../../components/ui/focus-heading";

/** The action was done: a heading, the line that says what changed, and what may follow. */
export function LinkDone({ id, title, line, children }: { id: string; title: string; line: string; children?: ReactNode }) {
  return (
    <Card as="section" panel shadow="sm" className="p-5 sm:p-8" aria-labelledby={id}>
      <FocusHeading id={id}>{title}</FocusHeading>
      <p role="status" className="mt-3 flex items-start gap-3 text-lg text-slate-800">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-700" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{line}</span>
      </p>
      {children}
    </Card>
  );
}

/**
 * The server refused the link (`refusal`, announced under the heading `title`), or the page was
 * opened without one (`refusal` null: only `instructions`).
 */
export function LinkRefused({ id, title, refusal, instructions, children }: { id: string; title: string; refusal: string | null; instructions: string; children?: ReactNode }) {
  return (
    <Card as={refusal ? "section" : "div"} panel shadow="sm" className="p-5 sm:p-8" aria-labelledby={refusal ? id : undefined}>
      {refusal ? (
        <FocusHeading id={id} className="mb-3">
          {title}
        </FocusHeading>
      ) : null}
      <p role={refusal ? "alert" : undefined} className="flex items-start gap-3 text-lg text-slate-800">
        <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
        {refusal ?? instructions}
      </p>
      {children}
    </Card>
  );
}
