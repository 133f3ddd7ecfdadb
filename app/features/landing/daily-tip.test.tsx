// @vitest-environment jsdom
// spec §4: the 'Dica do Dia' card starts at a random tip, then advances every 5000 ms.
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIP_ROTATION_MS } from "../../../contracts/landing";
import { tips } from "../../content/tips";
import { DailyTip } from "./daily-tip";

const shownTitle = () => screen.getByTestId("tip").querySelector("h3")!.textContent;

describe("'Dica do Dia' (spec §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("the first tip is random: Math.random picks it, anywhere in the list", () => {
    expect(tips.length).toBeGreaterThan(2);
    const random = vi.spyOn(Math, "random");
    const firstTips = [0, 0.5, 0.999].map((draw) => {
      random.mockReturnValue(draw);
      render(<DailyTip tips={tips} />);
      const title = shownTitle();
      cleanup();
      return title;
    });
    expect(random).toHaveBeenCalled();
    expect(firstTips).toEqual([tips[0]!.title, tips[Math.floor(tips.length / 2)]!.title, tips.at(-1)!.title]);
  });

  it("rotates on from the random tip every 5000 ms, wrapping around", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999);
    render(<DailyTip tips={tips} />);
    expect(shownTitle()).toBe(tips.at(-1)!.title);
    act(() => vi.advanceTimersByTime(TIP_ROTATION_MS));
    expect(shownTitle()).toBe(tips[0]!.title);
  });

  it("the prerendered page shows the first tip, and draws nothing while prerendering", () => {
    const random = vi.spyOn(Math, "random").mockReturnValue(0.999);
    expect(renderToString(<DailyTip tips={tips} />)).toContain(tips[0]!.title);
    expect(random).not.toHaveBeenCalled();
  });
});
