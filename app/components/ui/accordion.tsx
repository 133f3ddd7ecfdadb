// Accordion (WAI-ARIA APG pattern): each title is a heading wrapping a button with
// aria-expanded/aria-controls; arrow keys, Home and End move between the buttons.
// Unlike Radix's, a closed panel keeps its content in the DOM (hidden with CSS), so a
// prerendered page carries every answer's text for readers without scripts and for search
// engines.
import { ChevronDown } from "lucide-react";
import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";

interface AccordionState {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionState | null>(null);

type SingleProps = {
  type: "single";
  /** A single accordion can close its open item only when collapsible. */
  collapsible?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};
type MultipleProps = {
  type: "multiple";
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};
type AccordionProps = (SingleProps | MultipleProps) & { className?: string; children: ReactNode };

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value];

export function Accordion(props: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState<string[]>(() => asList(props.defaultValue));
  const open = props.value === undefined ? uncontrolled : asList(props.value);

  const toggle = (value: string) => {
    const wasOpen = open.includes(value);
    if (props.type === "single") {
      if (wasOpen && !props.collapsible) return;
      const next = wasOpen ? "" : value;
      setUncontrolled(asList(next));
      props.onValueChange?.(next);
    } else {
      const next = wasOpen ? open.filter((v) => v !== value) : [...open, value];
      setUncontrolled(next);
      props.onValueChange?.(next);
    }
  };

  return (
    <AccordionContext value={{ isOpen: (value) => open.includes(value), toggle }}>
      <div data-accordion="" className={cn("divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200", props.className)}>
        {props.children}
      </div>
    </AccordionContext>
  );
}

const TRIGGER_SELECTOR = "[data-accordion-trigger]";

function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest("[data-accordion]");
  if (!root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(TRIGGER_SELECTOR)];
  const index = triggers.indexOf(event.currentTarget);
  const nextIndex = {
    ArrowDown: (index + 1) % triggers.length,
    ArrowUp: (index - 1 + triggers.length) % triggers.length,
    Home: 0,
    End: triggers.length - 1,
  }[event.key];
  if (nextIndex === undefined) return;
  event.preventDefault();
  triggers[nextIndex]?.focus();
}

interface AccordionItemProps {
  value: string;
  /** The question or title, shown in the button. */
  title: ReactNode;
  /** Heading level wrapping the button, so the outline stays in order. */
  headingLevel?: 2 | 3 | 4;
  /** Element id of the item, for deep links (#id). */
  id?: string;
  className?: string;
  children: ReactNode;
}

export function AccordionItem({ value, title, headingLevel = 3, id, className, children }: AccordionItemProps) {
  const state = use(AccordionContext);
  if (!state) throw new Error("AccordionItem must be inside an Accordion");
  const open = state.isOpen(value);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} data-state={open ? "open" : "closed"} className={cn("group", className)}>
      <Heading className="text-base font-semibold">
        <button
          type="button"
          id={`${baseId}-trigger`}
          data-accordion-trigger=""
          aria-expanded={open}
          aria-controls={`${baseId}-panel`}
          onClick={() => state.toggle(value)}
          onKeyDown={moveFocus}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50 focus-visible:relative"
        >
          <span>{title}</span>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
        </button>
      </Heading>
      {/* A named <section> is the native region landmark (WAI-ARIA accordion pattern). */}
      <section
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-trigger`}
        data-state={open ? "open" : "closed"}
        className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden"
      >
        {children}
      </section>
    </div>
  );
}
