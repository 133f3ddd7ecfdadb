import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installPreloadRecovery } from "./lib/preload-recovery";

installPreloadRecovery({
  target: window,
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
