import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useThemeStore } from "../lib/theme";
import { Button } from "./ui/button";

const icons = { light: Sun, system: Monitor, dark: Moon } as const;

/** One button that cycles light → system → dark; its name says the current mode. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeStore((state) => state.mode);
  const cycle = useThemeStore((state) => state.cycle);
  const Icon = icons[mode];
  const label = t("theme.toggle", { mode: t(`theme.${mode}`) });

  return (
    <Button variant="ghost" size="icon" onClick={cycle} aria-label={label} title={label}>
      <Icon aria-hidden />
    </Button>
  );
}
