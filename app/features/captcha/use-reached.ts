// True once the visitor reaches `ref`'s element: focus enters its form or, with `inView`, it
// comes near the viewport. The captcha provider's code (~30 KB gzip for ALTCHA) waits for that
// instead of loading with the page.
import { useEffect, useState, type RefObject } from "react";

/** How far below the viewport the element counts as reached, so it is ready when seen. */
const REACH_MARGIN = "200px";

export function useReached(ref: RefObject<Element | null>, { inView }: { inView: boolean }): boolean {
  // False on the first render everywhere, so the prerendered HTML and hydration agree.
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (reached || !element) return;
    const reach = () => setReached(true);
    let observer: IntersectionObserver | undefined;
    if (inView) {
      if (typeof IntersectionObserver === "undefined") return reach();
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), { rootMargin: REACH_MARGIN });
      observer.observe(element);
    }
    const form = element.closest("form");
    form?.addEventListener("focusin", reach);
    return () => {
      observer?.disconnect();
      form?.removeEventListener("focusin", reach);
    };
  }, [ref, reached, inView]);
  return reached;
}
