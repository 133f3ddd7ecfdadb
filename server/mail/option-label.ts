// What an e-mail shows for a chosen option: its label in the contracts' option lists.
import type { Option } from "../../contracts/demo-request-options.ts";

/** The label of `value` in an option list, or the value itself when the list has no such option. */
export const labelOf = (list: readonly Option<string>[], value: string) => list.find((o) => o.value === value)?.label ?? value;
