import { isSupportedLocale, resolveLocale } from "@vitae/schema";
import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { languagesByOwnName } from "@/lib/language-names";
import { cn } from "@/lib/utils";
import { useChangeLanguage } from "../hooks/use-change-language";

const sortedLanguages = languagesByOwnName();

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
    <div className={cn("grid gap-2", compact && "flex min-w-0 items-center gap-1.5")}>
      <Label htmlFor={id} className={cn(compact && "sr-only")}>
        {t("appearance.language")}
      </Label>
      {compact && <Languages aria-hidden className="size-4 shrink-0 text-muted-foreground max-sm:hidden" />}
      <NativeSelect
        id={id}
        value={current}
        disabled={isPending}
        // Compact (a top bar): as wide as the language's name, so "American English" is never cut to "American Eng".
        fitContent={compact}
        className={cn(compact ? "min-w-0" : "sm:max-w-xs")}
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
