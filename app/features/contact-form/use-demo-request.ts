// spec §7/§8: what the contact modal shows of a demo request's send (the send itself is
// useProtectedForm's): while it runs the dialog stays open; once accepted, the thank-you view
// with what was sent.
import { useCallback, useState } from "react";
import type { DemoRequestFields } from "../../../contracts/demo-request";

type DemoRequestStatus = "idle" | "submitting" | "success";

export function useDemoRequest() {
  const [status, setStatus] = useState<DemoRequestStatus>("idle");
  /** The last request that was accepted (the thank-you view hands it to /agendamento). */
  const [sent, setSent] = useState<DemoRequestFields | null>(null);

  /** A send started. */
  const sending = useCallback(() => setStatus("submitting"), []);

  /** The send ended: accepted with these fields, or not (null). */
  const settled = useCallback((accepted: DemoRequestFields | null) => {
    if (accepted) setSent(accepted);
    setStatus(accepted ? "success" : "idle");
  }, []);

  /** Back to the form (the modal closed). */
  const clear = useCallback(() => setStatus((current) => (current === "submitting" ? current : "idle")), []);

  return { status, sent, sending, settled, clear };
}

export type DemoRequestApi = ReturnType<typeof useDemoRequest>;
