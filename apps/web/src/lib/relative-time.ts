import { useEffect, useState } from "react";

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
  ["second", 1],
];

/** "5 minutes ago", "yesterday", "il y a 3 jours": the largest whole unit, worded by the locale. */
export function formatRelativeTime(date: string | Date, now: number, locale: string): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "second") {
      // Anything under a minute reads as "now" rather than a ticking count of seconds.
      if (unit === "second") return format.format(0, "second");
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, "second");
}

/** The current time, refreshed every `intervalMs`, so relative times on screen do not go stale. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
