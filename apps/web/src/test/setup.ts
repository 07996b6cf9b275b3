import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { initI18n } from "../lib/i18n";

// jsdom lacks these. Defined as properties (not stubbed globals) so vi.unstubAllGlobals() in a test keeps them;
// tests that care about the OS theme stub matchMedia themselves.
Object.defineProperty(window, "scrollTo", { value: () => {}, writable: true });
// Radix's swipe-to-dismiss captures the pointer.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

beforeAll(async () => {
  await initI18n("en-US");
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
