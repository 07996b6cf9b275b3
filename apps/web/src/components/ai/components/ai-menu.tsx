import { aiTones } from "@vitae/schema";
import { MessagesSquare, Sparkles, SpellCheck, WandSparkles } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useAiCapabilities } from "../hooks/use-ai-capabilities";
import type { AiHelper } from "../hooks/use-ai-helper";

type AiMenuProps = {
  helper: AiHelper;
  /** False while the field is empty: there is nothing to revise yet. */
  hasText: boolean;
  /** The field's name, so that two fields' menus on one page are told apart ("AI helper for Summary"). */
  fieldLabel?: string | undefined;
  disabled?: boolean;
  className?: string;
};

/** A one-line explanation under a menu item; it describes the item rather than adding to its name. */
function ItemNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} aria-hidden className="block text-xs text-muted-foreground">
      {children}
    </span>
  );
}

/** The AI helper's menu for one field: improve, fix, change tone ▸ four tones; busy state beside the trigger. */
export function AiMenu({ helper, hasText, fieldLabel, disabled = false, className }: AiMenuProps) {
  const { t } = useTranslation();
  const capabilities = useAiCapabilities();
  const ids = useId();
  const { status, run } = helper;
  const busy = status !== "idle";
  const locked = busy || !hasText;

  const noteFor = (action: "improve" | "fix" | "tone"): string | null => {
    if (!capabilities[action]) return t("ai.needsModel");
    if (action === "fix" && capabilities.offline) return t("ai.offlineEnglish");
    return null;
  };
  const improveNote = noteFor("improve");
  const fixNote = noteFor("fix");
  const toneNote = noteFor("tone");

  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      {busy && (
        <span role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Spinner className="size-3.5" />
          {t(`ai.status.${status}`)}
        </span>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild disabled={disabled || busy}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={fieldLabel ? t("ai.menuFor", { field: fieldLabel }) : t("ai.menu")}
            className="h-7 gap-1 px-2"
          >
            <Sparkles aria-hidden />
            <span aria-hidden>{t("ai.trigger")}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-88 max-w-(--radix-dropdown-menu-content-available-width)"
        >
          {!hasText && (
            <>
              <DropdownMenuLabel className="text-xs text-muted-foreground">
                {t("ai.needsText")}
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
            </>
          )}
          <DropdownMenuItem
            disabled={locked || !capabilities.improve}
            aria-describedby={improveNote ? `${ids}-improve` : undefined}
            onSelect={() => void run({ action: "improve" })}
          >
            <WandSparkles aria-hidden className="self-start mt-0.5" />
            <span>
              {t("ai.improve")}
              {improveNote && <ItemNote id={`${ids}-improve`}>{improveNote}</ItemNote>}
            </span>
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={locked || !capabilities.fix}
            aria-describedby={fixNote ? `${ids}-fix` : undefined}
            onSelect={() => void run({ action: "fix" })}
          >
            <SpellCheck aria-hidden className="self-start mt-0.5" />
            <span>
              {t("ai.fix")}
              {fixNote && <ItemNote id={`${ids}-fix`}>{fixNote}</ItemNote>}
            </span>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger
              disabled={locked || !capabilities.tone}
              aria-describedby={toneNote ? `${ids}-tone` : undefined}
            >
              <MessagesSquare aria-hidden className="self-start mt-0.5" />
              <span>
                {t("ai.tone")}
                {toneNote && <ItemNote id={`${ids}-tone`}>{toneNote}</ItemNote>}
              </span>
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {aiTones.map((tone) => (
                <DropdownMenuItem
                  key={tone}
                  disabled={locked}
                  onSelect={() => void run({ action: "tone", tone })}
                >
                  {t(`ai.tones.${tone}`)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
