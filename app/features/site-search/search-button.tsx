// 'Buscar' in the header, and '/' or Ctrl+K (⌘K) anywhere: opens the site search. The
// dialog's code, Pagefind and its index load on the first opening only.
import { lazy, Suspense, useEffect, useState } from "react";
import { SearchGlyph } from "../../components/ui/glyphs";

const SearchDialog = lazy(() => import("./search-dialog"));

/** True when the key press is meant for a field the visitor is typing in. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT");

export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === "/" && !typingIn(event.target)) || (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey));
      if (!shortcut || event.altKey) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="/ Control+K"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={className}
      >
        <SearchGlyph className="size-5" />
        {/* Between lg and xl the header's links take the room: the icon alone, still named. */}
        <span className="lg:max-xl:sr-only">Buscar</span>
      </button>
      {wanted && (
        <Suspense>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
