// Always loaded (mounted in root), so kept tiny: the landing's JS budget is tight. It waits
// COOKIE_BANNER_DELAY_MS, then loads the chunk with the banner (no current choice), the
// preferences dialog and the floating button (current choice), which also loads the Google
// tag for a saved analytics consent. The head script has already re-applied that choice.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { COOKIE_BANNER_DELAY_MS } from "../../../contracts/consent";
import { useRuntimeConfig } from "../../lib/runtime-config";

const ConsentUi = lazy<ComponentType<{ gaMeasurementId: string | null }>>(() =>
  import("./consent-ui").catch((error: unknown) => {
    console.warn("Não foi possível carregar o aviso de cookies.", error);
    return { default: () => null };
  }),
);

export function CookieConsent() {
  const { gaMeasurementId } = useRuntimeConfig();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <ConsentUi gaMeasurementId={gaMeasurementId} />
    </Suspense>
  ) : null;
}
