// spec §2/§4: the contact modal 'Formulário de contato': the demo request form, then a
// thank-you view. The form's values live here (this stays mounted while the dialog closes),
// so closing by accident loses nothing; closing clears the success view and any error.
import { useEffect, useRef, type RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { ContactForm } from "./contact-form";
import { ContactSuccess } from "./contact-success";
import { useDemoRequest } from "./use-demo-request";
import { useDemoRequestForm } from "./use-demo-request-form";

interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function ContactModal({ open, onOpenChange, returnFocusTo }: ContactModalProps) {
  const form = useDemoRequestForm();
  const request = useDemoRequest();
  const contentRef = useRef<HTMLDivElement>(null);
  const submitting = request.status === "submitting";

  // While a request is in flight the dialog stays open, and its close button (drawn by the
  // Dialog primitive) is disabled like every other button.
  useEffect(() => {
    const close = contentRef.current?.querySelector<HTMLButtonElement>(':scope > button[aria-label="Fechar"]');
    if (close) close.disabled = submitting;
  }, [submitting]);

  function changeOpen(next: boolean) {
    if (!next) {
      if (submitting) return;
      request.clear();
      form.clearErrors();
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        ref={contentRef}
        className="sm:max-w-2xl!"
        // Focus the dialog itself, not the first field: no keyboard popping up over the
        // form on phones; Tab goes straight to 'Nome'.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-10">Formulário de contato</DialogTitle>
        <DialogDescription>
          Fale com um especialista e veja o Tramita funcionando com os processos da sua empresa.
        </DialogDescription>
        {request.status === "success" ? (
          <ContactSuccess onClose={() => changeOpen(false)} sent={request.sent} />
        ) : (
          <ContactForm form={form} request={request} />
        )}
      </DialogContent>
    </Dialog>
  );
}
