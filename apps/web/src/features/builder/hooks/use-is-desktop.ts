import { useSyncExternalStore } from "react";

/** Breakpoint lg: from here the builder shows its three panels side by side. */
const DESKTOP_QUERY = "(min-width: 1024px)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

export const useIsDesktop = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP_QUERY).matches);
