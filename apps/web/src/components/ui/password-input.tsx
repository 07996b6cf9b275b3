import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { useControlHeld } from "../../lib/use-control-held";
import { cn } from "../../lib/utils";
import { Input } from "./input";

/**
 * A password field whose text shows while Control is held or while its eye button is pressed in.
 * The button is for touch screens, which have no Control key; both ways leave the field's value alone.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const { t } = useTranslation();
  const held = useControlHeld();
  const [shown, setShown] = useState(false);
  const revealed = held || shown;
  return (
    <div className="relative">
      <Input type={revealed ? "text" : "password"} className={cn("pe-10", className)} {...props} />
      <button
        type="button"
        aria-pressed={shown}
        aria-label={t("common.showPassword")}
        title={shown ? t("common.hidePassword") : t("common.showPassword")}
        disabled={props.disabled}
        onClick={() => setShown((value) => !value)}
        className={cn(
          "absolute inset-y-0 end-0 flex w-9 items-center justify-center rounded-e-md text-muted-foreground",
          "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          "disabled:pointer-events-none disabled:opacity-50",
        )}
      >
        {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
