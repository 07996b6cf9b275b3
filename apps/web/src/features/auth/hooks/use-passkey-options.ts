import type { PasskeyAuthenticationOptions } from "@vitae/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { passkeysSupported } from "../passkey-ceremony";

/** A fetched challenge is used well before the server's five minutes run out. */
const freshForMs = 4 * 60_000;

export type PasskeyOptions = {
  /** "checking" until the server answered; "unavailable": no WebAuthn here, passkeys off, or none to use. */
  state: "checking" | "available" | "unavailable";
  /** Options for one ceremony: the ones fetched ahead (once, while fresh), else new ones. */
  take: () => Promise<PasskeyAuthenticationOptions>;
};

/**
 * Asks the server for passkey options as the page opens: the answer says whether a passkey can be used here at
 * all, and a click can start the browser's dialog at once (Safari wants it within the click's user activation).
 */
export function usePasskeyOptions(fetchOptions: () => Promise<PasskeyAuthenticationOptions>): PasskeyOptions {
  const [state, setState] = useState<PasskeyOptions["state"]>(() =>
    passkeysSupported() ? "checking" : "unavailable",
  );
  const held = useRef<{ options: PasskeyAuthenticationOptions; at: number } | null>(null);
  const fetchRef = useRef(fetchOptions);

  useEffect(() => {
    if (!passkeysSupported()) return;
    let current = true;
    fetchRef
      .current()
      .then((options) => {
        if (!current) return;
        held.current = { options, at: Date.now() };
        setState("available");
      })
      .catch(() => {
        if (current) setState("unavailable");
      });
    return () => {
      current = false;
    };
  }, []);

  const take = useCallback(async () => {
    const ahead = held.current;
    held.current = null;
    if (ahead !== null && Date.now() - ahead.at < freshForMs) return ahead.options;
    return fetchRef.current();
  }, []);

  return { state, take };
}
