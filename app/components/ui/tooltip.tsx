// spec §9: tooltips (Radix) with the spec's delays. Every trigger is a focusable button with
// an accessible name: keyboard focus opens its tooltip at once, a resting pointer after
// TOOLTIP_DELAY_MS, and Escape closes it. Tooltips under one provider share the skip delay.
import { Info } from "lucide-react";
import { useRef, useState, type ReactElement, type ReactNode } from "react";
import { Tooltip } from "radix-ui";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../../contracts/ui-feedback";
import { cn } from "../../lib/cn";

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

function TooltipBody({ children }: { children: ReactNode }) {
  // Rendered into <main>, so the open tooltip sits inside a landmark like the rest of the page.
  return (
    <Tooltip.Portal container={typeof document === "undefined" ? null : document.querySelector("main")}>
      <Tooltip.Content
        sideOffset={6}
        collisionPadding={8}
        className="z-50 max-w-72 rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg motion-safe:animate-[fade-in_150ms_ease-out]"
      >
        {children}
        <Tooltip.Arrow className="fill-slate-900" />
      </Tooltip.Content>
    </Tooltip.Portal>
  );
}

/** A tooltip naming an icon-only button (the button keeps its own aria-label). */
export function LabelTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <TooltipBody>{label}</TooltipBody>
    </Tooltip.Root>
  );
}

/**
 * An info button (i) whose tooltip explains a term. A tap or click toggles it too: touch
 * screens have no hover, and the explanation must reach them as well.
 */
export function InfoTip({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openAtPress = useRef<boolean | null>(null);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger
        type="button"
        aria-label={label}
        className={cn(
          "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:text-brand-800 data-[state=delayed-open]:text-brand-800 data-[state=instant-open]:text-brand-800",
          className,
        )}
        // Radix closes a tooltip on press and on click; here a click (a tap) toggles it, from
        // the state it had before the press.
        onPointerDown={() => (openAtPress.current = open)}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!(openAtPress.current ?? open));
          openAtPress.current = null;
        }}
      >
        <Info aria-hidden="true" className="size-4" />
      </Tooltip.Trigger>
      <TooltipBody>{children}</TooltipBody>
    </Tooltip.Root>
  );
}
