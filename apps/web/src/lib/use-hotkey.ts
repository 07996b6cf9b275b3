import { useEffect, useRef } from "react";

export type Hotkey = {
  /** The key as `KeyboardEvent.key` reports it without Shift, lower-case ("r"). */
  key: string;
  shift?: boolean;
};

/** Typing into a field must never trigger a shortcut: Shift+R is just a capital R there. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function matches(event: KeyboardEvent, hotkey: Hotkey): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (Boolean(hotkey.shift) !== event.shiftKey) return false;
  // `code` keeps Shift+R working on layouts where Shift changes the character.
  return event.key.toLowerCase() === hotkey.key || event.code === `Key${hotkey.key.toUpperCase()}`;
}

/** Runs `handler` when the shortcut is pressed anywhere on the page, except while typing in a field. */
export function useHotkey(hotkey: Hotkey, handler: () => void, enabled = true): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const { key, shift } = hotkey;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented || isTyping(event.target)) return;
      if (!matches(event, { key, shift: Boolean(shift) })) return;
      event.preventDefault();
      handlerRef.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [key, shift, enabled]);
}
