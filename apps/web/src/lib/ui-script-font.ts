import { scriptFontForLocale } from "@vitae/templates/script-fonts";

const linkId = "ui-script-font";

/**
 * Declares the bundled font for the interface language's script (Devanagari for Hindi, Japanese for Japanese…),
 * served offline by the app; the system's own fonts still come first in the font stack, and each slice of the font
 * downloads only when a character on the page needs it.
 */
export function applyUiScriptFont(locale: string, fontBaseUrl = "/fonts"): void {
  if (typeof document === "undefined") return;
  const font = scriptFontForLocale(locale);
  const existing = document.getElementById(linkId);
  if (font === undefined) {
    existing?.remove();
    return;
  }
  const href = `${fontBaseUrl}/css/${font.slug}.css`;
  if (existing instanceof HTMLLinkElement && existing.getAttribute("href") === href) return;
  const link = existing instanceof HTMLLinkElement ? existing : document.createElement("link");
  link.id = linkId;
  link.rel = "stylesheet";
  link.href = href;
  if (!link.isConnected) document.head.append(link);
}
