// The required consent a form asks before it keeps the visitor's data: the text, the
// privacy policy's link after it, and the form's message when the box is left unticked.
import type { UseFormRegisterReturn } from "react-hook-form";
import { PrivacyPolicyLink } from "./layout/privacy-policy-link";
import { Checkbox } from "./ui/checkbox";

interface ConsentCheckboxProps {
  id: string;
  /** The consent's own words, ending where the link's sentence starts ("..., como explica a "). */
  text: string;
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}

export function ConsentCheckbox({ id, text, registration, error, className }: ConsentCheckboxProps) {
  return <Checkbox id={id} {...registration} required error={error} className={className} label={<>{text}<PrivacyPolicyLink />.</>} />;
}
