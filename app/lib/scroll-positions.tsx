// React Router's <ScrollRestoration> writes its scroll positions to sessionStorage when the
// page is hidden (pagehide), before the visitor may have chosen anything about storage: the
// site stores nothing on a device before consent (ARCHITECTURE.md, attribution). This removes
// them in the same pagehide, after React Router wrote them. In-app back and forward still
// restore from its memory, and RR hands the scroll back to the browser on pagehide
// (history.scrollRestoration = "auto"), which restores a reload or a return from another site.
import { useEffect } from "react";

/** React Router's default key (lib/dom/lib.js SCROLL_RESTORATION_STORAGE_KEY). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

const forget = () => {
  try {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
  } catch {
    // Storage disabled: nothing was written either.
  }
};

/**
 * Rendered right after <ScrollRestoration />: its listener is added after React Router's on
 * every commit (RR re-adds its own when the location changes), so it runs last.
 */
export function ScrollPositionsNotKept() {
  useEffect(() => {
    addEventListener("pagehide", forget);
    return () => removeEventListener("pagehide", forget);
  });
  return null;
}
