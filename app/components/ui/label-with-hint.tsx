// A field's label with its hint (spec §9 tooltips). From 640 px the hint sits in a tooltip
// on an info button beside the label; on phones, where there is no hover, it stays written
// under the label. Either way the paragraph keeps its id for the input's aria-describedby.
import { InfoTip } from "./tooltip";

export function LabelWithHint({ htmlFor, labelId, hintId, label, hint, className }: {
  htmlFor: string;
  labelId?: string;
  hintId: string;
  label: string;
  hint: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-center gap-1">
        <label id={labelId} htmlFor={htmlFor} className="font-semibold text-slate-900">
          {label}
        </label>
        <InfoTip label={`Sobre: ${label}`} className="hidden sm:inline-flex">
          {hint}
        </InfoTip>
      </div>
      <p id={hintId} className="text-sm text-slate-600 sm:sr-only">
        {hint}
      </p>
    </div>
  );
}
