import { isSupportedLocale, languages, resolveLocale } from "@vitae/schema";
import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/select";
import { cn } from "../../../lib/utils";
import { useChangeLanguage } from "../hooks/use-change-language";

/**
 * Each language in its own name ("Deutsch (Deutschland)", "العربية (المملكة العربية السعودية)"), as people look
 * for their own language; the English name is the fallback where the browser has no name data.
 */
export const ownName = (language: { locale: string; name: string }): string => {
  try {
    const name = new Intl.DisplayNames([language.locale], { type: "language" }).of(language.locale);
    if (name === undefined || name === language.locale) return language.name;
    return name.charAt(0).toLocaleUpperCase(language.locale) + name.slice(1);
  } catch {
    return language.name;
  }
};

const sortedLanguages = languages
  .map((language) => ({ ...language, ownName: ownName(language) }))
  .sort((a, b) => a.ownName.localeCompare(b.ownName, "en"));

/**
 * The 46 interface languages. `compact` hides the label visually (the auth pages' top bar); the select is
 * still named for screen readers.
 */
export function LanguageSelect({ signedIn, compact = false }: { signedIn: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation("account");
  const id = useId();
  const { changeLanguage, isPending } = useChangeLanguage({ signedIn });
  const current = resolveLocale(i18n.language);

  return (
    <div className={cn("grid gap-2", compact && "flex items-center gap-1.5")}>
      <Label htmlFor={id} className={cn(compact && "sr-only")}>
        {t("appearance.language")}
      </Label>
      {compact && <Languages aria-hidden className="size-4 text-muted-foreground" />}
      <NativeSelect
        id={id}
        value={current}
        disabled={isPending}
        className={cn(compact ? "w-36" : "sm:max-w-xs")}
        onChange={(event) => {
          const locale = event.target.value;
          if (isSupportedLocale(locale) && locale !== current) void changeLanguage(locale);
        }}
      >
        {sortedLanguages.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.ownName}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
