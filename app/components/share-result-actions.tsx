// 'Copiar link do resultado' and 'Imprimir ou salvar PDF' for the result pages (ROI
// calculator, maturity assessment): the link is the page's current URL, whose query holds
// the result (nothing personal).
import { Check, Link2, Printer } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "./ui/button";

export function ShareResultActions({ children }: { children?: ReactNode }) {
  const [copied, setCopied] = useState<string | null>(null);
  const current = typeof window === "undefined" ? null : window.location.href;

  async function copyLink() {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      window.prompt("Copie o link do resultado:", url);
    }
  }

  // A change of the result changes the URL: the 'copied' mark is for the link as it was.
  const done = copied !== null && copied === current;
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button variant="outline" onClick={() => void copyLink()}>
        {done ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {done ? "Link copiado" : "Copiar link do resultado"}
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Imprimir ou salvar PDF
      </Button>
      {children}
      <p className="sr-only" aria-live="polite">{done ? "Link do resultado copiado." : ""}</p>
    </div>
  );
}
