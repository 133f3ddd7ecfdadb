// A part of a prerendered page that the first screen does not show, whose code loads when the
// visitor scrolls near it (a phone should not parse code for what it does not show).
// React keeps a Suspense boundary's prerendered HTML on screen while the lazy component in it
// is pending, and hydrates the boundary once its code arrives; a press on it meanwhile is
// replayed then. In a render after hydration (a client-side navigation), the code loads at once.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { isPageHydrated } from "../../lib/page-hydrated";

/** How far below the viewport a part counts as near, so it is hydrated by the time it is seen. */
const NEAR_MARGIN = "0px 0px 200px 0px";

function whenNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
  });
}

interface HydrateWhenNearProps {
  /** Names the part's box in the page, where its prerendered HTML is looked for. */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Shown while the code loads in a client render. */
  fallback: ReactNode;
}

export function HydrateWhenNear({ name, load, fallback }: HydrateWhenNearProps) {
  // Made once, so a re-render hands the boundary the very same element: handed new children,
  // the dehydrated boundary would drop its prerendered HTML for a client render.
  const [boundary] = useState(() => {
    const hydrating = !isPageHydrated() && typeof document !== "undefined";
    const Part = lazy(() => (hydrating ? whenNear(document.querySelector(`[data-hydrate-when-near="${name}"]`)).then(load) : load()));
    return (
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    );
  });
  return <div data-hydrate-when-near={name}>{boundary}</div>;
}
