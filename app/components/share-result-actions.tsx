// 'Copiar link do resultado' and 'Imprimir ou salvar PDF' for the result pages (ROI
// calculator, maturity assessment): the link is the page's current URL, whose query holds
// the result (nothing personal).
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { CopyLinkButton } from "./copy-link-button";
import { Button } from "./ui/button";

export function ShareResultActions({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <CopyLinkButton>Copiar link do resultado</CopyLinkButton>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Imprimir ou salvar PDF
      </Button>
      {children}
    </div>
  );
}
