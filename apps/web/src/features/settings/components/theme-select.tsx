import { type ThemeMode, themeModes } from "@vitae/schema";
import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useThemeStore } from "@/lib/theme";
import { cn } from "@/lib/utils";

const icons: Record<ThemeMode, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

/** System, light or dark as a radio group (arrow keys move between them, as the platform does). */
export function ThemeSelect() {
  const { t } = useTranslation("account");
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t("appearance.theme")}</legend>
      <div className="grid grid-cols-3 gap-2 sm:max-w-md">
        {themeModes.map((value) => {
          const Icon = icons[value];
          return (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-muted",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                mode === value && "border-primary bg-accent text-accent-foreground hover:bg-accent",
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-5" />
              {t(`appearance.themes.${value}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
