import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeToggle } from "../components/theme-toggle";
import { nextThemeMode, startThemeSync, THEME_STORAGE_KEY, useThemeStore } from "./theme";

/** A prefers-color-scheme query whose answer the test can change, as the OS would. */
function mockSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, "matchMedia").mockReturnValue(media as unknown as MediaQueryList);
  return {
    setDark(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

const htmlIsDark = () => document.documentElement.classList.contains("dark");

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove("dark");
});

describe("theme toggle", () => {
  it("cycles light → system → dark → light, saving each choice under `theme`", async () => {
    useThemeStore.getState().setMode("light");
    render(<ThemeToggle />);

    const seen: (string | null)[][] = [];
    for (let step = 0; step < 3; step++) {
      await userEvent.click(screen.getByRole("button", { name: /^Theme: / }));
      const name = screen.getByRole("button", { name: /^Theme: / }).getAttribute("aria-label");
      seen.push([name, localStorage.getItem(THEME_STORAGE_KEY)]);
    }

    expect(seen).toEqual([
      ["Theme: system", "system"],
      ["Theme: dark", "dark"],
      ["Theme: light", "light"],
    ]);
  });

  it("names the current mode", () => {
    useThemeStore.getState().setMode("dark");
    render(<ThemeToggle />);

    expect(screen.getByRole("button", { name: "Theme: dark" })).toBeInTheDocument();
  });
});

describe("theme store", () => {
  it("cycles light → system → dark → light", () => {
    expect(nextThemeMode("light")).toBe("system");
    expect(nextThemeMode("system")).toBe("dark");
    expect(nextThemeMode("dark")).toBe("light");
  });

  it("starts from the saved choice", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    vi.resetModules();
    const fresh = await import("./theme");

    expect(fresh.useThemeStore.getState().mode).toBe("dark");
  });

  it("starts in system mode when nothing valid is saved", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    vi.resetModules();
    const fresh = await import("./theme");

    expect(fresh.useThemeStore.getState().mode).toBe("system");
  });
});

describe("theme sync", () => {
  it("in system mode follows the OS preference as it changes", () => {
    const system = mockSystemTheme(true);
    useThemeStore.getState().setMode("system");
    const stop = startThemeSync();

    expect(htmlIsDark()).toBe(true);
    system.setDark(false);
    expect(htmlIsDark()).toBe(false);
    system.setDark(true);
    expect(htmlIsDark()).toBe(true);
    stop();
  });

  it("lets an explicit choice override the OS", () => {
    const system = mockSystemTheme(true);
    useThemeStore.getState().setMode("system");
    const stop = startThemeSync();

    useThemeStore.getState().setMode("light");
    expect(htmlIsDark()).toBe(false);
    system.setDark(true);
    expect(htmlIsDark()).toBe(false);

    useThemeStore.getState().setMode("dark");
    expect(htmlIsDark()).toBe(true);
    stop();
  });

  it("picks up a choice made in another tab", () => {
    mockSystemTheme(false);
    useThemeStore.getState().setMode("light");
    const stop = startThemeSync();

    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));

    expect(useThemeStore.getState().mode).toBe("dark");
    expect(htmlIsDark()).toBe(true);
    stop();
  });

  it("stops listening after cleanup", () => {
    const system = mockSystemTheme(false);
    useThemeStore.getState().setMode("system");
    const stop = startThemeSync();
    stop();

    system.setDark(true);
    expect(htmlIsDark()).toBe(false);
  });
});
