// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, AccordionItem } from "./accordion";

const items = [
  { value: "a", title: "Primeira pergunta", body: "Resposta um" },
  { value: "b", title: "Segunda pergunta", body: "Resposta dois" },
  { value: "c", title: "Terceira pergunta", body: "Resposta três" },
];

function renderAccordion(props: { type: "single"; collapsible?: boolean; defaultValue?: string } | { type: "multiple" }) {
  return render(
    <Accordion {...props}>
      {items.map((item) => (
        <AccordionItem key={item.value} value={item.value} title={item.title}>
          <p>{item.body}</p>
        </AccordionItem>
      ))}
    </Accordion>,
  );
}

const button = (name: string) => screen.getByRole("button", { name });

afterEach(cleanup);

const expanded = (name: string) => button(name).getAttribute("aria-expanded");

describe("Accordion", () => {
  it("keeps closed answers in the DOM, hidden, and labels each panel by its question", () => {
    const { container } = renderAccordion({ type: "single", collapsible: true });
    expect(container.textContent).toContain("Resposta dois");
    expect(expanded("Segunda pergunta")).toBe("false");
    const panel = document.getElementById(button("Segunda pergunta").getAttribute("aria-controls") ?? "");
    expect(panel?.getAttribute("data-state")).toBe("closed");
    expect(panel?.getAttribute("aria-labelledby")).toBe(button("Segunda pergunta").id);
  });

  it("single: opening one closes the other; collapsible closes the open one", async () => {
    const user = userEvent.setup();
    renderAccordion({ type: "single", collapsible: true });
    await user.click(button("Primeira pergunta"));
    expect(expanded("Primeira pergunta")).toBe("true");
    await user.click(button("Segunda pergunta"));
    expect(expanded("Primeira pergunta")).toBe("false");
    expect(expanded("Segunda pergunta")).toBe("true");
    await user.click(button("Segunda pergunta"));
    expect(expanded("Segunda pergunta")).toBe("false");
  });

  it("single without collapsible keeps the open item open", async () => {
    const user = userEvent.setup();
    renderAccordion({ type: "single", defaultValue: "a" });
    await user.click(button("Primeira pergunta"));
    expect(expanded("Primeira pergunta")).toBe("true");
  });

  it("multiple: items open independently", async () => {
    const user = userEvent.setup();
    renderAccordion({ type: "multiple" });
    await user.click(button("Primeira pergunta"));
    await user.click(button("Terceira pergunta"));
    expect(expanded("Primeira pergunta")).toBe("true");
    expect(expanded("Terceira pergunta")).toBe("true");
  });

  it("arrow keys, Home and End move between the questions, wrapping around", async () => {
    const user = userEvent.setup();
    renderAccordion({ type: "multiple" });
    button("Primeira pergunta").focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(button("Segunda pergunta"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(button("Terceira pergunta"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(button("Primeira pergunta"));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(button("Terceira pergunta"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(button("Primeira pergunta"));
  });
});
