// A prerendered form is on screen before its code runs, and a visitor may type into it
// meanwhile. The form's state starts from its defaults all the same, and on hydration React
// sets the controlled fields to that state: what was typed would be lost. The typed values
// are read while the page hydrates, before that happens, and handed to the form once it has.
import { useEffect, useRef, useState } from "react";
import { isPageHydrated } from "./page-hydrated";

/** A text field's value, or a checkbox's checked state. */
export type TypedValue = string | boolean;

/** What the visitor changed, before hydration, in the prerendered fields with these ids. */
function readTyped<K extends string>(fieldIds: Readonly<Record<K, string>>): Partial<Record<K, TypedValue>> {
  const typed: Partial<Record<K, TypedValue>> = {};
  for (const key of Object.keys(fieldIds) as K[]) {
    const field = document.getElementById(fieldIds[key]);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked !== field.defaultChecked) typed[key] = field.checked;
    } else if (field.value !== field.defaultValue) typed[key] = field.value;
  }
  return typed;
}

/**
 * Calls `keep`, once the form has hydrated, with what the visitor typed into its prerendered
 * fields before (`fieldIds` maps the form's names to the fields' ids); never in a client
 * render, whose fields start empty.
 */
export function useTypedBeforeHydration<K extends string>(
  fieldIds: Readonly<Record<K, string>>,
  keep: (typed: Partial<Record<K, TypedValue>>) => void,
) {
  // Read in the hydrating render: React and react-hook-form reset the fields when it commits.
  const [typed] = useState(() => (typeof document === "undefined" || isPageHydrated() ? null : readTyped(fieldIds)));
  // Handed over once (`keep` is a new function on every render).
  const pending = useRef(typed);
  useEffect(() => {
    const values = pending.current;
    pending.current = null;
    if (values && Object.keys(values).length > 0) keep(values);
  }, [keep]);
}
