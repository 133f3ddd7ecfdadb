// spec §9: passing confirmations ("Link copiado") and failures of background calls, in one
// toast system (Sonner). Nothing of it is on a page's first render: the first toast loads
// Sonner's chunk, which mounts the toaster in a root of its own (./toaster.tsx).
import { lazyModule } from "../../lib/lazy-module";

export type ToastKind = "success" | "error";

/** Sonner, mounted once; a failed load is forgotten, so a later toast tries again. */
const toaster = lazyModule(() => import("./toaster").then(({ mountToaster }) => mountToaster()));

/** Shows a toast; the first one loads and mounts the toaster. */
export function notify(kind: ToastKind, message: string): void {
  toaster.load().then(
    (show) => show[kind](message),
    (error: unknown) => console.warn("Não foi possível carregar as notificações.", error),
  );
}
