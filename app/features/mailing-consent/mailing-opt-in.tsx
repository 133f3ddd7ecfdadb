// The opt-in to marketing e-mail on a conversion's form (contracts/mailing-consent.ts):
// unticked until the visitor ticks it, optional, read when the form is sent
// (useProtectedSubmit), so no form keeps it in its own fields.
import type { Ref } from "react";
import { MAILING_CONSENT_TEXT } from "../../../contracts/mailing-consent";
import { Checkbox } from "../../components/ui/checkbox";

export function MailingOptIn({ id, ref, className }: { id: string; ref: Ref<HTMLInputElement>; className?: string }) {
  return <Checkbox id={id} ref={ref} name="mailingConsent" defaultChecked={false} label={MAILING_CONSENT_TEXT} className={className} />;
}
