import { itemsOfRef, toCustomLayoutId } from "@vitae/schema";
import { CircleAlert, CloudCheck, CloudOff, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { retrySave, useHeldBackFields } from "../hooks/use-autosave";
import { type SaveStatus as Status, useBuilderStore } from "../store/builder-store";
import { useEditorTarget } from "../store/editor-target";

/**
 * Takes the user to a held-back field ("sections.experience.items.0.url.href"): a list item's dialog opens,
 * anything else brings its section into view (basics, summary) with the field focused where it has one.
 */
export function showHeldBackField(path: string): void {
  const data = useBuilderStore.getState().data;
  const target = useEditorTarget.getState();
  const [top, key, ...rest] = path.split(".");
  if (top !== "sections" || key === undefined) {
    target.focusSection(top ?? "basics", path);
    return;
  }
  const [customId = "", ...afterCustom] = rest;
  const section = key === "custom" ? toCustomLayoutId(customId) : key;
  const [list, index] = key === "custom" ? afterCustom : rest;
  const items = data ? itemsOfRef(data, section) : undefined;
  const item = list === "items" && index !== undefined ? items?.[Number(index)] : undefined;
  if (item) target.openItemDialog({ section, itemId: item.id });
  else target.focusSection(section);
}

const tone: Record<Status, "quiet" | "busy" | "error"> = {
  saved: "quiet",
  pending: "busy",
  saving: "busy",
  retrying: "error",
  invalid: "error",
  conflict: "error",
  locked: "quiet",
  failed: "error",
};

/**
 * Where the user's edits are (saved / saving / offline, or saved except the fields that need fixing), read out
 * when it changes.
 * Small screens show the icon only; the words stay for screen readers and as the tooltip.
 */
export function SaveStatusView({
  status,
  heldBackPaths = [],
  onRetry,
  className,
}: {
  status: Status;
  /** The fields whose typed value stays on this device (the server would refuse it). */
  heldBackPaths?: readonly string[];
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const heldBack = heldBackPaths.length;
  // Saved with a field held back (its typed value would be refused): the rest is safe, that field is not.
  const partly = status === "saved" && heldBack > 0;
  const kind = partly ? "error" : tone[status];
  const text = partly ? t("builder.status.savedExcept", { count: heldBack }) : t(`builder.status.${status}`);
  const Icon =
    status === "locked"
      ? Lock
      : status === "retrying"
        ? CloudOff
        : kind === "error"
          ? CircleAlert
          : CloudCheck;

  return (
    <div className={cn("flex min-w-0 items-center gap-2", className)} title={text}>
      <p
        role="status"
        className={cn(
          "flex min-w-0 items-center gap-1.5 px-1 text-xs",
          kind === "error" ? "text-destructive" : "text-muted-foreground",
        )}
      >
        {kind === "busy" ? (
          <Spinner className="size-3.5" />
        ) : (
          <Icon aria-hidden className="size-3.5 shrink-0" />
        )}
        <span className="sr-only sm:not-sr-only sm:truncate">{text}</span>
      </p>
      {partly && heldBackPaths[0] !== undefined && (
        <Button
          variant="link"
          size="sm"
          className="hidden h-auto px-0 text-xs sm:inline-flex"
          aria-label={t("builder.status.showFieldLabel")}
          onClick={() => showHeldBackField(heldBackPaths[0] ?? "")}
        >
          {t("builder.status.showField")}
        </Button>
      )}
      {status === "failed" && (
        <Button
          variant="link"
          size="sm"
          className="hidden h-auto px-0 text-xs sm:inline-flex"
          onClick={onRetry}
        >
          {t("builder.status.retry")}
        </Button>
      )}
    </div>
  );
}

/** Where the resume's edits are. */
export function SaveStatus({ className }: { className?: string }) {
  const status = useBuilderStore((state) => state.status);
  const heldBackPaths = useHeldBackFields((state) => state.paths);
  return (
    <SaveStatusView
      status={status}
      heldBackPaths={heldBackPaths}
      onRetry={retrySave}
      {...(className === undefined ? {} : { className })}
    />
  );
}
