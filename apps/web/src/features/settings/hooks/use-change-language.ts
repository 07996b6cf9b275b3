import type { LocaleId } from "@vitae/schema";
import { useState } from "react";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n";
import { reloadPage } from "@/lib/reload-page";
import { updateLocale } from "../api/update-locale";

/**
 * A new language is saved in this browser, sent to the server when signed in, then the page
 * reloads so every part (dates, direction, lazily loaded text) starts over in it. A failed save to the
 * account still switches this browser: the local choice wins anyway.
 */
export function useChangeLanguage({ signedIn }: { signedIn: boolean }) {
  const [isPending, setPending] = useState(false);

  const changeLanguage = async (locale: LocaleId) => {
    setPending(true);
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Without storage the account's locale (saved below) is what the reload picks up.
    }
    if (signedIn) await updateLocale(locale).catch(() => {});
    reloadPage();
  };

  return { changeLanguage, isPending };
}
