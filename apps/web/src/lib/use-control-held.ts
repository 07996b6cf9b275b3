import { useEffect, useState } from "react";

/**
 * True while the Control key is held (holding it reveals password fields). Leaving the window
 * ends it, since the key-up would then never arrive.
 */
export function useControlHeld(): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Control") setHeld(event.type === "keydown");
    };
    const release = () => setHeld(false);
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKey);
    window.addEventListener("blur", release);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKey);
      window.removeEventListener("blur", release);
    };
  }, []);

  return held;
}
