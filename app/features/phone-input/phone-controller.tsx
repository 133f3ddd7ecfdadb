// The shared phone input wired into a react-hook-form form, inside a Field: the form
// focuses the phone's text box when the field is invalid.
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import type { FieldControl } from "../../components/ui/field";
import { PhoneInput } from "./phone-input";

interface PhoneControllerProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  field: FieldControl;
}

export function PhoneController<T extends FieldValues>({ control, name, field }: PhoneControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <div ref={(element) => ref(element?.querySelector("input[autocomplete=tel-national]") ?? null)}>
          <PhoneInput id={field.id} value={value} onChange={onChange} onBlur={onBlur} invalid={field.invalid} describedBy={field.describedBy} />
        </div>
      )}
    />
  );
}
