// spec §2: the contact modal 'Formulário de contato'. Until the demo-request form lands
// (its own issue), it offers every direct channel to the sales team.
import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { ContactChannels } from "./contact-channels";

interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function ContactModal({ open, onOpenChange, returnFocusTo }: ContactModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-10">Formulário de contato</DialogTitle>
        <DialogDescription>
          Fale com um especialista e veja o Tramita funcionando com os processos da sua empresa.
        </DialogDescription>
        <ContactChannels className="mt-6" />
      </DialogContent>
    </Dialog>
  );
}
