// Copies the address of a page (a post, a result, a quote) and confirms with a toast (spec §9).
import { Link2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { notify } from "./ui/toast";

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify("success", "Link copiado");
  } catch {
    notify("error", "Não foi possível copiar o link. Copie o endereço na barra do navegador.");
  }
}

/** An outline button that copies `url`, or the current address when none is given. */
export function CopyLinkButton({ url, className, children }: { url?: string; className?: string; children: ReactNode }) {
  return (
    <Button variant="outline" className={className} onClick={() => void copyLink(url ?? window.location.href)}>
      <Link2 aria-hidden="true" />
      {children}
    </Button>
  );
}
