import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { captureVisitOrigin } from "./features/attribution/visit-origin";
import { documentWasReloaded, installPreloadRecovery } from "./lib/preload-recovery";

// The document load is the first page of the visit (or a later full load): read where it came from.
captureVisitOrigin(window.location, document.referrer);

installPreloadRecovery({
  target: window,
  reload: () => window.location.reload(),
  reloaded: documentWasReloaded(),
  sinceStart: () => performance.now(),
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
