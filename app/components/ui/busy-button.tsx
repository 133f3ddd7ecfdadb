// A button that starts work (a form's submit, a confirmation): while busy it cannot be pressed
// again, tells assistive technology it is working, and shows a spinner and its busy wording in
// place of its icon and label. Apart from Button, so pages without such a button (the landing's
// first load) carry neither it nor the icon library.
import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "./button";

interface BusyButtonProps extends ComponentProps<typeof Button> {
  busy: boolean;
  /** What the button says while busy ("Enviando..."); its own label otherwise. */
  busyLabel?: string;
  /** A decorative icon before the label, replaced by the spinner while busy. */
  icon?: ReactNode;
}

export function BusyButton({ busy, busyLabel, icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
