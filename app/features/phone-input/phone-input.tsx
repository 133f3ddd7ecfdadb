// spec §5 'Phone input': a country picker (flag + calling code) and a masked phone field.
// Controlled: `value` is the composed '+55 (11) 98765-4321' ('' when empty) and every edit
// reports the new composed value. The picker is a small popover with a searchable listbox
// (ARIA combobox pattern); no third-party UI library. The country list loads when the visitor
// reaches the field (use-countries.ts); until then the field knows Brazil, the default.
import { Check, ChevronDown, Search } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn";
import { useLazyModule } from "../../lib/lazy-module";
import { callingCodeOnly, DEFAULT_COUNTRY, DEFAULT_COUNTRY_OPTION } from "./country-option";
import {
  caretAfterDigits,
  composePhone,
  digitsFromInput,
  formatPhoneDigits,
  onlyDigits,
  parseComposedPhone,
  phonePlaceholder,
} from "./phone-mask";
import { countryList, loadCountries, type Countries } from "./use-countries";

export interface PhoneInputProps {
  /** Id of the phone field, for an external <label htmlFor>. */
  id: string;
  /** Name of a hidden input carrying the composed value, for native form posts. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the whole component (field and picker). */
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Border, focus ring and disabled look shared by the country button and the phone field. */
const fieldState = (invalid?: boolean) =>
  cn(
    "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden",
    "disabled:cursor-not-allowed disabled:opacity-60",
    invalid ? "border-red-600" : "border-slate-300 hover:border-slate-400 focus-visible:border-brand-600",
  );

export function PhoneInput({ id, name, value, onChange, onBlur, invalid, describedBy, required, disabled }: PhoneInputProps) {
  const countries = useLazyModule(countryList);
  const [selectedCode, setSelectedCode] = useState(DEFAULT_COUNTRY);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  /** Digits left of the caret at the last edit, to put the caret back after re-masking. */
  const caretDigits = useRef<number | null>(null);

  const listboxId = useId();
  const searchId = useId();
  const optionId = (code: string) => `${listboxId}-${code}`;

  // The digits live in `value`; the country is state, unless `value` carries another
  // calling code (set by the parent), in which case that code's country wins and is kept.
  // Before the list loads, only Brazil can have been chosen.
  const parsed = parseComposedPhone(value);
  let country = countries ? countries.findCountry(selectedCode) : DEFAULT_COUNTRY_OPTION;
  const otherCallingCode = parsed && parsed.callingCode !== country.callingCode ? parsed.callingCode : null;
  if (otherCallingCode) {
    country = countries ? (countries.countryForCallingCode(otherCallingCode, value) ?? country) : callingCodeOnly(otherCallingCode);
  }
  if (country.code && country.code !== selectedCode) setSelectedCode(country.code);
  const digits = parsed ? parsed.digits : onlyDigits(value);
  const formatted = formatPhoneDigits(country.callingCode, digits);

  // A parent's number of another country needs the list to name that country.
  const nameOtherCountry = otherCallingCode !== null && !countries;
  useEffect(() => {
    if (nameOtherCountry) void loadCountries();
  }, [nameOtherCountry]);

  const results = useMemo(() => (countries && open ? countries.searchCountries(countries.countryOptions(), query) : []), [countries, open, query]);
  const active = results[Math.min(activeIndex, results.length - 1)];

  // After every render (a no-op unless the visitor just edited): put the caret back after
  // the same number of digits, as re-masking moves it to the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const n = caretDigits.current;
    caretDigits.current = null;
    if (!input || n === null || document.activeElement !== input) return;
    const caret = caretAfterDigits(formatted, n);
    input.setSelectionRange(caret, caret);
  });

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const activeCode = open ? active?.code : undefined;
  useEffect(() => {
    if (activeCode) document.getElementById(`${listboxId}-${activeCode}`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeCode, listboxId]);

  function closePicker(returnFocusTo?: HTMLElement | null) {
    setOpen(false);
    setQuery("");
    returnFocusTo?.focus();
  }

  // Outside clicks close the picker. Escape is caught on window in the capture phase, so a
  // surrounding dialog (Radix listens on document) does not close along with the picker.
  useEffect(() => {
    if (!open) return;
    const close = () => {
      setOpen(false);
      setQuery("");
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !rootRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [open]);

  function openPickerWith(list: Countries) {
    const current = list.countryOptions().findIndex((c) => c.code === country.code);
    setQuery("");
    setActiveIndex(Math.max(current, 0));
    setOpen(true);
  }

  /** Opens at once when the list is there, else once it has loaded (a failed load leaves it closed). */
  function openPicker() {
    if (countries) openPickerWith(countries);
    else void loadCountries().then((list) => list && openPickerWith(list));
  }

  function choose(option: { code: string; callingCode: string }) {
    setSelectedCode(option.code);
    closePicker(inputRef.current);
    const next = composePhone(option.callingCode, digits);
    if (next !== value) onChange(next);
  }

  function onPhoneChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const typed = digitsFromInput(input.value, country.callingCode);
    const next = composePhone(country.callingCode, typed);
    caretDigits.current = Math.min(onlyDigits(input.value.slice(0, caret)).length, typed.length);
    if (next === value) {
      // Nothing changed (a letter, a mask character): restore the text and the caret here,
      // as no re-render will.
      input.value = formatted;
      const restored = caretAfterDigits(formatted, caretDigits.current);
      input.setSelectionRange(restored, restored);
      caretDigits.current = null;
      return;
    }
    onChange(next);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openPicker();
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const current = Math.min(activeIndex, last);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setActiveIndex(current >= last ? 0 : current + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        setActiveIndex(current <= 0 ? last : current - 1);
        break;
      case "Enter":
        event.preventDefault();
        if (active) choose(active);
        break;
    }
  }

  /** Focus or a press anywhere in the field: the visitor reached it, so the list loads. */
  const reach = () => {
    if (!countries) void loadCountries();
  };

  return (
    <div
      ref={rootRef}
      className="relative @container"
      onFocus={reach}
      onPointerDown={reach}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && rootRef.current?.contains(next)) return;
        // A press on a non-focusable part of the open picker: it stays open (outside presses
        // close it through the pointerdown listener above).
        if (open && !next) return;
        if (open) closePicker();
        onBlur?.();
      }}
    >
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {/* Where the field is narrow (large text on a small screen) the number goes under the
          country rather than run off the page (WCAG 1.4.10). */}
      <div className="flex flex-col items-start gap-2 @3xs:flex-row @3xs:items-stretch">
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          aria-label={country.name ? `País: ${country.name} +${country.callingCode}` : `País: +${country.callingCode}`}
          onClick={() => (open ? closePicker() : openPicker())}
          onKeyDown={onButtonKeyDown}
          className={cn(
            "inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border bg-white px-3 text-sm font-medium text-slate-900 transition-colors",
            fieldState(invalid),
          )}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            {country.flag}
          </span>
          <span>+{country.callingCode}</span>
          <ChevronDown aria-hidden="true" className={cn("size-4 text-slate-500 transition-transform", open && "rotate-180")} />
        </button>
        <input
          ref={inputRef}
          id={id}
          // A national number in a text field: HTML allows autocomplete="tel-national" only
          // there (type="tel" takes the full "tel"); inputMode still opens the digit keypad.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          value={formatted}
          onChange={onPhoneChange}
          placeholder={phonePlaceholder(country.code)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            "h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500",
            fieldState(invalid),
          )}
        />
      </div>

      {open ? (
        <div className="absolute top-full left-0 z-50 mt-1 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <label htmlFor={searchId} className="sr-only">
            Buscar país
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              ref={searchRef}
              id={searchId}
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(active.code) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="Buscar país ou código"
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden"
            />
          </div>
          {/* Pressing an option must not take focus from the search field (it would close the picker). */}
          <div
            id={listboxId}
            role="listbox"
            aria-label="Países"
            tabIndex={-1}
            className="mt-2 max-h-[300px] overflow-y-auto"
            onMouseDown={(event) => event.preventDefault()}
          >
            {results.map((option) => {
              const isActive = option.code === active?.code;
              return (
                // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go through the combobox (aria-activedescendant)
                <div
                  key={option.code}
                  id={optionId(option.code)}
                  role="option"
                  aria-selected={isActive}
                  tabIndex={-1}
                  onClick={() => choose(option)}
                  onMouseMove={() => {
                    if (!isActive) setActiveIndex(results.indexOf(option));
                  }}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-900",
                    isActive && "bg-brand-50",
                  )}
                >
                  <span aria-hidden="true" className="text-lg leading-none">
                    {option.flag}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  <span className="text-slate-600">+{option.callingCode}</span>
                  <Check
                    aria-hidden="true"
                    className={cn("size-4 text-brand-700", option.code !== country.code && "invisible")}
                  />
                </div>
              );
            })}
          </div>
          <p role="status" className={cn("text-sm text-slate-600", results.length === 0 ? "px-3 py-2" : "sr-only")}>
            {results.length === 0 ? "Nenhum país encontrado." : ""}
          </p>
        </div>
      ) : null}
    </div>
  );
}
