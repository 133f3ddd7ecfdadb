// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isValidInternationalPhone } from "../../../contracts/phone";
import { PhoneInput, type PhoneInputProps } from "./phone-input";
import { countryList } from "./use-countries";

afterEach(cleanup);

type HarnessProps = Partial<Omit<PhoneInputProps, "value" | "onChange">> & {
  initial?: string;
  onValue?: (value: string) => void;
};

/** The component controlled by a parent, as the demo-request form will use it. */
function Harness({ initial = "", onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Telefone</label>
      <PhoneInput
        id="phone"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button" onClick={() => setValue("")}>
        Limpar
      </button>
      <p data-testid="value">{value}</p>
    </>
  );
}

const phone = () => screen.getByLabelText<HTMLInputElement>("Telefone");
const countryButton = () => screen.getByRole("button", { name: /^País:/ });
const optionNames = () => screen.getAllByRole("option").map((o) => o.textContent);

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const onValue = vi.fn<(value: string) => void>();
  render(<Harness onValue={onValue} {...props} />);
  const openPicker = async () => {
    await user.click(countryButton());
    return screen.getByRole("listbox");
  };
  return { user, onValue, openPicker };
}

/** The component after the visitor typed `text` into the phone field. */
async function typedInto(text: string) {
  const harness = setup();
  await harness.user.type(phone(), text);
  return harness;
}

// First in the file: the country list is loaded by no test before these.
describe("PhoneInput: before the country list loads", () => {
  it("shows Brazil and masks what is typed; a press on the country button opens the list once loaded", async () => {
    const { user, onValue } = await typedInto("11987654321");
    expect(countryButton().getAttribute("aria-label")).toBe("País: Brasil +55");
    expect(onValue).toHaveBeenLastCalledWith("+55 (11) 98765-4321");
    await user.click(countryButton());
    expect(await screen.findByRole("listbox")).toBeTruthy();
    expect(optionNames()[0]).toBe("🇧🇷Brasil+55");
  });

  it("a parent's number of another country shows its calling code, then its country once the list has loaded", async () => {
    // Fresh modules: the list the test above loaded is not there yet.
    vi.resetModules();
    const { PhoneInput: NotLoaded } = await import("./phone-input");
    render(<NotLoaded id="phone" value="+351 912345678" onChange={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>("textbox").value).toBe("912345678");
    expect(countryButton().getAttribute("aria-label")).toBe("País: +351");
    expect(await screen.findByRole("button", { name: "País: Portugal +351" })).toBeTruthy();
  });
});

describe("PhoneInput: typing (spec §5)", () => {
  it("starts on Brazil, with the Brazilian placeholder and the given id", () => {
    setup();
    expect(countryButton()).toHaveProperty("textContent", "🇧🇷+55");
    expect(countryButton().getAttribute("aria-label")).toBe("País: Brasil +55");
    expect(countryButton().getAttribute("aria-haspopup")).toBe("listbox");
    expect(countryButton().getAttribute("aria-expanded")).toBe("false");
    expect(phone().id).toBe("phone");
    expect(phone().type).toBe("text");
    expect(phone().inputMode).toBe("numeric");
    expect(phone().autocomplete).toBe("tel-national");
    expect(phone().placeholder).toBe("(11) 99999-9999");
  });

  it("masks the digits and reports '+55 (11) 99999-9999'", async () => {
    const { onValue } = await typedInto("11999999999");
    expect(phone().value).toBe("(11) 99999-9999");
    expect(onValue).toHaveBeenLastCalledWith("+55 (11) 99999-9999");
  });

  it("masks progressively and cuts at 11 digits", async () => {
    const { user, onValue } = await typedInto("1199999");
    expect(phone().value).toBe("(11) 9999-9");
    await user.type(phone(), "9999");
    expect(phone().value).toBe("(11) 99999-9999");
    await user.type(phone(), "12");
    expect(phone().value).toBe("(11) 99999-9999");
    expect(onValue).toHaveBeenLastCalledWith("+55 (11) 99999-9999");
  });

  it("gives a value the server accepts for a real BR mobile", async () => {
    const { onValue } = await typedInto("11987654321");
    expect(onValue).toHaveBeenLastCalledWith("+55 (11) 98765-4321");
    expect(isValidInternationalPhone(screen.getByTestId("value").textContent)).toBe(true);
  });

  it("drops letters", async () => {
    const { onValue } = await typedInto("a1b1-c9x");
    expect(phone().value).toBe("(11) 9");
    expect(onValue).toHaveBeenLastCalledWith("+55 (11) 9");
    for (const [value] of onValue.mock.calls) expect(value).not.toMatch(/[a-z]/i);
  });

  it("reports '' once every digit is erased", async () => {
    const { user, onValue } = await typedInto("11");
    await user.type(phone(), "{Backspace}{Backspace}");
    expect(phone().value).toBe("");
    expect(onValue).toHaveBeenLastCalledWith("");
  });

  it("keeps the caret after the digit typed in the middle, even when the mask moves", async () => {
    const { user } = await typedInto("119876");
    expect(phone().value).toBe("(11) 9876");
    // Caret after '(11': the new digit goes after the area code and the mask reflows.
    await user.type(phone(), "2", { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(phone().value).toBe("(11) 2987-6");
    expect(phone().selectionStart).toBe(6);
    await user.keyboard("5");
    expect(phone().value).toBe("(11) 2598-76");
  });

  it("a letter typed in the middle changes nothing and leaves the caret in place", async () => {
    const { user, onValue } = await typedInto("119876");
    onValue.mockClear();
    await user.type(phone(), "x", { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(phone().value).toBe("(11) 9876");
    expect(phone().selectionStart).toBe(6);
    expect(onValue).not.toHaveBeenCalled();
  });

  it("passes invalid, describedBy, required, disabled and name through", () => {
    render(
      <PhoneInput id="p" name="phone" value="+55 (11) 9" onChange={() => {}} invalid describedBy="p-error" required disabled />,
    );
    const input = screen.getByRole<HTMLInputElement>("textbox");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("p-error");
    expect(input.className).toContain("border-red-600");
    expect(input.required).toBe(true);
    expect(input.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button").disabled).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="phone"]')?.value).toBe("+55 (11) 9");
  });

  it("is not marked invalid by default", () => {
    setup();
    expect(phone().hasAttribute("aria-invalid")).toBe(false);
    expect(phone().className).not.toContain("border-red-600");
  });
});

describe("PhoneInput: country picker (spec §5)", () => {
  beforeAll(countryList.load);

  it("opens a scrollable listbox with BR, US, PT, ES, AR, MX first, and focuses the search", async () => {
    const { openPicker } = setup();
    const listbox = await openPicker();
    expect(countryButton().getAttribute("aria-expanded")).toBe("true");
    expect(countryButton().getAttribute("aria-controls")).toBe(listbox.id);
    expect(listbox.className).toContain("max-h-[300px]");
    expect(listbox.className).toContain("overflow-y-auto");
    expect(optionNames().slice(0, 6)).toEqual([
      "🇧🇷Brasil+55",
      "🇺🇸Estados Unidos+1",
      "🇵🇹Portugal+351",
      "🇪🇸Espanha+34",
      "🇦🇷Argentina+54",
      "🇲🇽México+52",
    ]);
    expect(optionNames().length).toBeGreaterThan(200);

    const search = screen.getByRole("combobox", { name: "Buscar país" });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute("placeholder")).toBe("Buscar país ou código");
    expect(search.getAttribute("aria-controls")).toBe(listbox.id);
    expect(search.getAttribute("aria-expanded")).toBe("true");
    const brazil = screen.getByRole("option", { name: /Brasil/ });
    expect(search.getAttribute("aria-activedescendant")).toBe(brazil.id);
    expect(brazil.getAttribute("aria-selected")).toBe("true");
    // Flags are decoration.
    expect(brazil.querySelector('[aria-hidden="true"]')?.textContent).toBe("🇧🇷");
  });

  it.each(["portugal", "PORTUGAL", "351", "+351"])("finds Portugal by '%s'", async (query) => {
    const { user, openPicker } = setup();
    await openPicker();
    await user.type(screen.getByRole("combobox"), query);
    const options = screen.getAllByRole("option");
    expect(options[0]?.textContent).toBe("🇵🇹Portugal+351");
    expect(screen.getByRole("combobox").getAttribute("aria-activedescendant")).toBe(options[0]?.id);
  });

  it("searches names ignoring accents and says when nothing matches", async () => {
    const { user, openPicker } = setup();
    await openPicker();
    await user.type(screen.getByRole("combobox"), "japao");
    expect(optionNames()).toEqual(["🇯🇵Japão+81"]);
    await user.clear(screen.getByRole("combobox"));
    await user.type(screen.getByRole("combobox"), "xyzw");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("Nenhum país encontrado.");
  });

  it("choosing Estados Unidos switches to +1, 'Phone number' and the US mask, then focuses the phone", async () => {
    const { user, openPicker, onValue } = setup();
    await openPicker();
    await user.click(screen.getByRole("option", { name: /Estados Unidos/ }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(countryButton().getAttribute("aria-label")).toBe("País: Estados Unidos +1");
    expect(countryButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(phone());
    expect(phone().placeholder).toBe("Phone number");
    expect(onValue).not.toHaveBeenCalled();

    await user.type(phone(), "41555526719");
    expect(phone().value).toBe("(415) 555-2671");
    expect(onValue).toHaveBeenLastCalledWith("+1 (415) 555-2671");
    expect(isValidInternationalPhone("+1 (415) 555-2671")).toBe(true);
  });

  it("keeps the digits when the country changes, re-formatted for it", async () => {
    const { user, openPicker, onValue } = await typedInto("912345678");
    expect(phone().value).toBe("(91) 2345-678");
    await openPicker();
    await user.type(screen.getByRole("combobox"), "portugal");
    await user.keyboard("{Enter}");
    expect(phone().value).toBe("912345678");
    expect(onValue).toHaveBeenLastCalledWith("+351 912345678");
    expect(isValidInternationalPhone("+351 912345678")).toBe(true);
  });

  it("moves with ArrowDown/ArrowUp and selects with Enter", async () => {
    const { user } = setup();
    countryButton().focus();
    await user.keyboard("{ArrowDown}");
    const search = screen.getByRole("combobox");
    expect(document.activeElement).toBe(search);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(search.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: /Portugal/ }).id);
    expect(screen.getByRole("option", { name: /Portugal/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("option", { name: /Brasil/ }).getAttribute("aria-selected")).toBe("false");
    await user.keyboard("{ArrowUp}");
    expect(search.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: /Estados Unidos/ }).id);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(countryButton().getAttribute("aria-label")).toBe("País: Estados Unidos +1");
    expect(document.activeElement).toBe(phone());
  });

  it("Escape closes, returns focus to the button and does not reach a surrounding dialog", async () => {
    const { user, openPicker } = setup();
    const dialogEscape = vi.fn<(event: KeyboardEvent) => void>();
    // Radix dialogs listen for Escape on document, in the capture phase.
    document.addEventListener("keydown", dialogEscape, { capture: true });
    try {
      await openPicker();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("listbox")).toBeNull();
      expect(countryButton().getAttribute("aria-expanded")).toBe("false");
      expect(document.activeElement).toBe(countryButton());
      expect(dialogEscape).not.toHaveBeenCalled();
      expect(countryButton().getAttribute("aria-label")).toBe("País: Brasil +55");
    } finally {
      document.removeEventListener("keydown", dialogEscape, { capture: true });
    }
  });

  it("closes on a click outside, and the button toggles it", async () => {
    const { user, openPicker } = setup();
    await openPicker();
    await user.click(screen.getByTestId("value"));
    expect(screen.queryByRole("listbox")).toBeNull();
    await openPicker();
    await user.click(countryButton());
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("calls onBlur only when focus leaves the whole component", async () => {
    const onBlur = vi.fn<() => void>();
    const { user, openPicker } = setup({ onBlur });
    await user.click(phone());
    await openPicker();
    await user.click(screen.getByRole("option", { name: /Portugal/ }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe("PhoneInput: controlled value", () => {
  beforeAll(countryList.load);

  it("a parent value of '' clears the digits and keeps the chosen country", async () => {
    const { user, openPicker } = setup();
    await openPicker();
    await user.click(screen.getByRole("option", { name: /Portugal/ }));
    await user.type(phone(), "912345678");
    expect(screen.getByTestId("value").textContent).toBe("+351 912345678");
    await user.click(screen.getByRole("button", { name: "Limpar" }));
    expect(phone().value).toBe("");
    expect(countryButton().getAttribute("aria-label")).toBe("País: Portugal +351");
    expect(phone().placeholder).toBe("Phone number");
  });

  it("shows a composed value from the parent, with its country", () => {
    setup({ initial: "+1 (416) 555-0123" });
    expect(screen.getByLabelText<HTMLInputElement>("Telefone").value).toBe("(416) 555-0123");
    expect(screen.getByRole("button", { name: /^País:/ }).getAttribute("aria-label")).toBe("País: Canadá +1");
  });
});
