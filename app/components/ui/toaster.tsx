// Lazy chunk of ./toast.ts: Sonner's toaster with the spec's values (§9), in a React root of
// its own at the end of <body>. Its list is a polite live region: screen readers announce
// each toast.
import { useEffect, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from "../../../contracts/ui-feedback";

export interface ToastFunctions {
  success: (message: string) => void;
  error: (message: string) => void;
}

const functions: ToastFunctions = {
  success: (message) => void toast.success(message),
  error: (message) => void toast.error(message),
};

function ToastRegion({ onReady }: { onReady: () => void }) {
  // Sonner subscribes in its own effect, which runs before this one: no toast is lost.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificações"
      style={{ "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ style: { color: "#0f172a", fontFamily: "inherit" } }}
    />
  );
}

export function mountToaster(): Promise<ToastFunctions> {
  const host = document.createElement("div");
  document.body.append(host);
  return new Promise((resolve) => createRoot(host).render(<ToastRegion onReady={() => resolve(functions)} />));
}
