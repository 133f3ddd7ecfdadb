// Owns the contact modal's open state for the whole site. The modal's code (Radix dialog
// and its content) is loaded on demand the first time someone asks for it.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { LoadingSpinner } from "../../components/ui/spinner";

const ContactModal = lazy(() => import("./contact-modal"));

interface ContactModalApi {
  openContactModal: () => void;
}

const ContactModalContext = createContext<ContactModalApi | null>(null);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openContactModal = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ openContactModal }), [openContactModal]);

  return (
    <ContactModalContext.Provider value={api}>
      {children}
      {mounted && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60">
              <LoadingSpinner className="rounded-lg bg-white px-4 py-3" />
            </div>
          }
        >
          <ContactModal open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      )}
    </ContactModalContext.Provider>
  );
}

export function useContactModal(): ContactModalApi {
  const api = useContext(ContactModalContext);
  if (!api) throw new Error("useContactModal must be used inside ContactModalProvider");
  return api;
}
