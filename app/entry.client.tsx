import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installPreloadRecovery } from "./lib/preload-recovery";

installPreloadRecovery({
  target: window,
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

// The prerendered HTML is already complete: let the browser paint it before React takes
// over the main thread to hydrate (a frame, then a task).
requestAnimationFrame(() => {
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  }, 0);
});
