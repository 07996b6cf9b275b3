import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { initI18n, loadNamespace } from "../lib/i18n";

// jsdom lacks these. Defined as properties (not stubbed globals) so vi.unstubAllGlobals() in a test keeps them;
// tests that care about the OS theme stub matchMedia themselves.
Object.defineProperty(window, "scrollTo", { value: () => {}, writable: true });
// Radix's swipe-to-dismiss captures the pointer.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
// Radix menus measure their trigger and scroll items into view; ProseMirror measures the selection to scroll it
// into view. jsdom does neither, so these answer with empty boxes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;
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

// Pages arrive as lazy chunks with lazily loaded text; on a busy machine the first one in a file can take
// longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n("en-US");
  await loadNamespace("account");
});

// Tests answer GET /api/user/me themselves, so the browser looks signed in (the server's SignedIn hint); tests
// of a guest's browser clear it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting its cookie.
  document.cookie = "SignedIn=1; path=/";
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
