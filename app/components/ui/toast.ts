// spec §9: passing confirmations ("Link copiado") and failures of background calls, in one
// toast system (Sonner). Nothing of it is on a page's first render: the first toast loads
// Sonner's chunk, which mounts the toaster in a root of its own (./toaster.tsx).
import type { ToastFunctions } from "./toaster";

export type ToastKind = "success" | "error";

let toaster: Promise<ToastFunctions> | null = null;

/** Shows a toast; the first one loads and mounts the toaster. */
export function notify(kind: ToastKind, message: string): void {
  toaster ??= import("./toaster").then(({ mountToaster }) => mountToaster());
  toaster.then(
    (show) => show[kind](message),
    (error: unknown) => {
      toaster = null; // a later toast tries again
      console.warn("Não foi possível carregar as notificações.", error);
    },
  );
}
