// spec §9: tooltips (Radix) with the spec's delays. Every trigger is a focusable button with
// an accessible name: keyboard focus opens its tooltip at once, a resting pointer after
// TOOLTIP_DELAY_MS, and Escape closes it. Tooltips under one provider share the skip delay.
// Radix's tooltip code (~20 KB gzip) loads on the first hover, focus or press of a trigger,
// not with the page (./tooltip-radix.tsx); until then the trigger is the same button alone.
import { Info } from "lucide-react";
import { createContext, useContext, useMemo, useRef, useState, type ReactElement, type ReactNode } from "react";
import { TOOLTIP_SKIP_DELAY_MS } from "../../../contracts/ui-feedback";
import { cn } from "../../lib/cn";
import { lazyModule, useLazyModule } from "../../lib/lazy-module";
import type { TooltipGroup, TooltipReach } from "./tooltip-radix";

const radixTooltip = lazyModule(() => import("./tooltip-radix"));

const NO_GROUP: TooltipGroup = { skipping: false, opened() {}, closed() {} };
const GroupContext = createContext<TooltipGroup>(NO_GROUP);

/** A group of tooltips: once one opened, the next opens at once until TOOLTIP_SKIP_DELAY_MS after the last closed. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [skipping, setSkipping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const group = useMemo<TooltipGroup>(
    () => ({
      skipping,
      opened() {
        clearTimeout(timer.current);
        setSkipping(true);
      },
      closed() {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
      },
    }),
    [skipping],
  );
  return <GroupContext.Provider value={group}>{children}</GroupContext.Provider>;
}

function loadTooltip() {
  radixTooltip.load().catch((error: unknown) => console.warn("Não foi possível carregar a dica.", error));
}

/** `trigger` with its tooltip: the trigger alone until its first hover, focus or press loads the tooltip code. */
function LazyTooltip({ trigger, content, open, onOpenChange }: { trigger: ReactElement; content: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const group = useContext(GroupContext);
  const code = useLazyModule(radixTooltip);
  const reached = useRef<TooltipReach>({ focused: false, hovered: false, pressed: false });
  if (code) return <code.RadixTooltip trigger={trigger} content={content} group={group} reached={reached} open={open} onOpenChange={onOpenChange} />;
  // The box-less wrapper notes what the visitor does to the trigger (handed on to the tooltip
  // once loaded) and loads the tooltip.
  return (
    <span
      className="contents"
      onFocus={() => {
        reached.current.focused = true;
        loadTooltip();
      }}
      onBlur={() => (reached.current.focused = false)}
      onPointerEnter={(event) => {
        reached.current.hovered = event.pointerType === "mouse";
        loadTooltip();
      }}
      onPointerLeave={() => (reached.current.hovered = false)}
      onPointerDown={() => {
        reached.current.pressed = true;
        loadTooltip();
      }}
      onPointerUp={() => (reached.current.pressed = false)}
      onPointerCancel={() => (reached.current.pressed = false)}
    >
      {trigger}
    </span>
  );
}

/** A tooltip naming an icon-only button (the button keeps its own aria-label). */
export function LabelTooltip({ label, children }: { label: string; children: ReactElement }) {
  return <LazyTooltip trigger={children} content={label} />;
}

/**
 * An info button (i) whose tooltip explains a term. A tap or click toggles it too: touch
 * screens have no hover, and the explanation must reach them as well.
 */
export function InfoTip({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openAtPress = useRef<boolean | null>(null);
  const trigger = (
    <button
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
    </button>
  );
  return <LazyTooltip trigger={trigger} content={children} open={open} onOpenChange={setOpen} />;
}
