// Lazy chunk of ./tooltip.tsx: a trigger with its Radix tooltip (the spec's delays, §9). Its
// first hover, focus or press loaded this code; that first hover or focus is handed on here,
// so the tooltip opens as if Radix had been there from the start: at once for focus, after
// the delay (counted from now) for a resting pointer.
import { useLayoutEffect, useRef, type ReactElement, type ReactNode, type RefObject } from "react";
import { Tooltip } from "radix-ui";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../../contracts/ui-feedback";

/** Tooltips under one TooltipProvider (./tooltip.tsx): within the skip delay of one closing, the next opens at once. */
export interface TooltipGroup {
  skipping: boolean;
  opened(): void;
  closed(): void;
}

/** What the visitor did to the trigger before this code was there. */
export interface TooltipReach {
  focused: boolean;
  hovered: boolean;
  /** A press began on the trigger and has not ended. */
  pressed: boolean;
}

export interface RadixTooltipProps {
  trigger: ReactElement;
  content: ReactNode;
  group: TooltipGroup;
  reached: RefObject<TooltipReach>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function RadixTooltip({ trigger, content, group, reached, open, onOpenChange }: RadixTooltipProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = triggerRef.current;
    if (!element) return;
    if (reached.current.focused) element.focus();
    else if (reached.current.hovered) element.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    if (!reached.current.pressed) return;
    // The press began on the trigger this one replaced (its own press loaded this code): the
    // browser sends no click for a press that began on a removed element, so its release on
    // this trigger completes it here, or a first tap on a slow phone would do nothing.
    const release = (event: PointerEvent) => {
      if (!reached.current.pressed) return;
      reached.current.pressed = false;
      if (event.target instanceof Node && element.contains(event.target)) element.click();
    };
    // A press that ended unseen (a scroll took it over) is over once another begins: that one
    // gets the browser's own click.
    const cancel = () => (reached.current.pressed = false);
    const doc = element.ownerDocument;
    const listeners = [
      ["pointerup", release],
      ["pointercancel", cancel],
      ["pointerdown", cancel],
    ] as const;
    for (const [type, listener] of listeners) doc.addEventListener(type, listener, { capture: true, once: true });
    return () => {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, { capture: true });
    };
  }, [reached]);
  return (
    // One provider per tooltip; the group (./tooltip.tsx) shares the skip delay between them.
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Tooltip.Root
        open={open}
        delayDuration={group.skipping ? 0 : TOOLTIP_DELAY_MS}
        onOpenChange={(next) => {
          if (next) group.opened();
          else group.closed();
          onOpenChange?.(next);
        }}
      >
        <Tooltip.Trigger asChild ref={triggerRef}>
          {trigger}
        </Tooltip.Trigger>
        {/* Rendered into <main>, so the open tooltip sits inside a landmark like the rest of the page. */}
        <Tooltip.Portal container={document.querySelector("main")}>
          <Tooltip.Content
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-72 rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg motion-safe:animate-[fade-in_150ms_ease-out]"
          >
            {content}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
