import { useEffect, useEffectEvent } from "react";

type Shortcuts = {
  /** Ctrl+N / ⌘N */
  onCreate: () => void;
  /** Ctrl+I / ⌘I, where the page can import. */
  onImport?: () => void;
  /** Off while a dialog is open: its own fields and buttons own the keyboard. */
  enabled: boolean;
};

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** How the create and import shortcuts read on this platform. */
export const shortcutLabel = (key: "N" | "I") => (isMac() ? `⌘${key}` : `Ctrl+${key}`);

/** aria-keyshortcuts value: either modifier works everywhere. */
export const ariaShortcut = (key: "N" | "I") => `Control+${key} Meta+${key}`;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select")) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}

/** The dashboard's Ctrl/⌘+N and Ctrl/⌘+I; ignored while the user types in a field or works in a dialog. */
export function useResumeShortcuts({ onCreate, onImport, enabled }: Shortcuts): void {
  const create = useEffectEvent(onCreate);
  const openImport = useEffectEvent(() => onImport?.());
  const canImport = onImport !== undefined;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.shiftKey) return;
      if (event.ctrlKey === event.metaKey) return;
      if (isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "n") {
        // Browsers that let pages have Ctrl+N (most reserve it for a new window) then skip their own action.
        event.preventDefault();
        create();
      } else if (key === "i" && canImport) {
        event.preventDefault();
        openImport();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, canImport]);
}
