import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePanZoom } from "./use-pan-zoom";

/** An element with a layout size jsdom does not compute: the test sets it. */
function sizedElement(size: { width: number; height: number }) {
  const element = document.createElement("div");
  Object.defineProperty(element, "offsetWidth", { get: () => size.width });
  Object.defineProperty(element, "offsetHeight", { get: () => size.height });
  return element;
}

/** ResizeObserver as the browser drives it, fired by the test. */
const observers = new Set<{ callback: ResizeObserverCallback; targets: Element[] }>();
class FakeResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
}
const resized = (target: Element) => {
  act(() => {
    for (const { callback, targets } of observers) {
      if (targets.includes(target)) callback([], {} as ResizeObserver);
    }
  });
};

// An A4 sheet at 96 dpi inside the content, in a viewport the size of a builder's preview panel.
const viewportSize = { width: 1000, height: 800 };
const sheet = { width: 794, height: 1123 };
let viewport: HTMLElement;
let content: HTMLElement;

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  viewportSize.width = 1000;
  viewportSize.height = 800;
  viewport = sizedElement(viewportSize);
  content = sizedElement(sheet);
  const page = sizedElement(sheet);
  page.className = "vt-page";
  content.append(page);
});

afterEach(() => {
  vi.unstubAllGlobals();
  observers.clear();
});

const render = () =>
  renderHook(() => usePanZoom({ viewport: { current: viewport }, content: { current: content } }));

describe("usePanZoom", () => {
  it("fits the sheet again when the viewport is resized (panels dragged), centred", () => {
    const { result } = render();
    act(() => result.current.reset());
    // (800 - 2 × 32) / the sheet's height (A4's ratio, √2 × its width): the height fits.
    expect(result.current.view.scale).toBeCloseTo(736 / (794 * Math.SQRT2), 5);

    viewportSize.width = 500;
    resized(viewport);
    // Narrower than the sheet at that scale: its width fits now, (500 - 64) / 794.
    expect(result.current.view.scale).toBeCloseTo(436 / 794, 5);
    expect(result.current.view.x).toBeCloseTo((500 - 794 * (436 / 794)) / 2, 5);

    viewportSize.width = 1400;
    viewportSize.height = 1200;
    resized(viewport);
    // Room for more than the sheet: it opens at 100 %, never blown up.
    expect(result.current.view.scale).toBe(1);
  });

  it("keeps the scale the user chose and what was in the middle when the viewport is resized", () => {
    const { result } = render();
    act(() => result.current.reset());
    act(() => result.current.zoomIn());
    const zoomed = result.current.view;

    viewportSize.width = 600;
    resized(viewport);

    expect(result.current.view.scale).toBe(zoomed.scale);
    expect(result.current.view.x).toBeCloseTo(zoomed.x - 200, 5);
  });

  it("does nothing when the observer fires without a change in size", () => {
    const { result } = render();
    act(() => result.current.reset());
    act(() => result.current.zoomOut());
    const before = result.current.view;
    resized(viewport);
    expect(result.current.view).toBe(before);
  });
});
