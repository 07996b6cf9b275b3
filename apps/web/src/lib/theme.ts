import type { ThemeMode } from "@vitae/schema";
import { create } from "zustand";

// Keep the storage key and the resolution rule in step with the inline script in index.html.
export const THEME_STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The toggle walks light → system → dark → light. */
export const themeCycle = ["light", "system", "dark"] as const satisfies readonly ThemeMode[];

const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === "string" && (themeCycle as readonly string[]).includes(value);

export function nextThemeMode(mode: ThemeMode): ThemeMode {
  return themeCycle[(themeCycle.indexOf(mode) + 1) % themeCycle.length] ?? "light";
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): "light" | "dark" {
  if (mode === "system") return systemPrefersDark ? "dark" : "light";
  return mode;
}

function readStoredMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

type ThemeState = {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  cycle: () => void;
};

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: readStoredMode(),
  setMode: (mode) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
    set({ mode });
  },
  cycle: () => get().setMode(nextThemeMode(get().mode)),
}));

/**
 * Keeps the `dark` class on <html> in step with the chosen mode, with the OS setting while in system mode,
 * and with choices made in other tabs. Returns the cleanup.
 */
export function startThemeSync(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const apply = () => {
    const theme = resolveTheme(useThemeStore.getState().mode, media.matches);
    document.documentElement.classList.toggle("dark", theme === "dark");
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) useThemeStore.setState({ mode: readStoredMode() });
  };

  apply();
  const unsubscribe = useThemeStore.subscribe(apply);
  media.addEventListener("change", apply);
  window.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    media.removeEventListener("change", apply);
    window.removeEventListener("storage", onStorage);
  };
}
