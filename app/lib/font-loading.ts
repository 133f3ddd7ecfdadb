// The brand font's head script (contracts/head-scripts/brand-font.ts) defines how it applies;
// the app applies it at the first client-side navigation.
import { APPLY_BRAND_FONT } from "../../contracts/head-scripts/brand-font";

/** Applies the brand font now (the head script defines how); a no-op once it is applied. */
export function applyBrandFont(): void {
  (window as unknown as Record<string, (() => void) | undefined>)[APPLY_BRAND_FONT]?.();
}
