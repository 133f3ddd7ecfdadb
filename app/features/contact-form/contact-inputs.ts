// The inputs every lead form asks for (contact form, booking, signup, maturity report):
// browser autofill, the e-mail keyboard, and the contract's limits (spec §5).
import type { ComponentProps } from "react";
import { DEMO_REQUEST_LIMITS } from "../../../contracts/demo-request-options";

export const CONTACT_INPUTS = {
  name: { type: "text", autoComplete: "name", maxLength: DEMO_REQUEST_LIMITS.name },
  email: { type: "email", inputMode: "email", autoComplete: "email", spellCheck: false, maxLength: DEMO_REQUEST_LIMITS.email },
  company: { type: "text", autoComplete: "organization", maxLength: DEMO_REQUEST_LIMITS.company },
} as const satisfies Record<string, ComponentProps<"input">>;
