import { ArrowLeft, Lock, Redo2, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStore } from "zustand";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { redo, undo, useBuilderStore } from "../store/builder-store";
import { ShareSheet } from "./review/share-sheet";
import { SaveStatus } from "./save-status";

function HistoryButtons() {
  const { t } = useTranslation();
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const canUndo = useStore(useBuilderStore.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(useBuilderStore.temporal, (state) => state.futureStates.length > 0);
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("builder.undo")}
        title={t("builder.undoHint")}
        disabled={locked || !canUndo}
        onClick={undo}
      >
        <Undo2 aria-hidden className="rtl:-scale-x-100" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("builder.redo")}
        title={t("builder.redoHint")}
        disabled={locked || !canRedo}
        onClick={redo}
      >
        <Redo2 aria-hidden className="rtl:-scale-x-100" />
      </Button>
    </div>
  );
}

/**
 * The builder's top bar: the way back, the resume's title (with a lock when locked), where the edits are, undo
 * and redo, and sharing (with the reviewers' open threads). `start` and `end` hold the panel toggles on small screens.
 */
export function BuilderTopBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  const { t } = useTranslation();
  const title = useBuilderStore((state) => state.resume?.title ?? "");
  const locked = useBuilderStore((state) => state.resume?.locked ?? false);

  return (
    <header className="flex h-14 shrink-0 items-center gap-1 border-b bg-background px-2 sm:gap-2 sm:px-3">
      <Button asChild variant="ghost" size="icon">
        <Link to={paths.resumes} aria-label={t("builder.back")}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
        </Link>
      </Button>
      {start}
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <h1 className="truncate text-sm font-semibold sm:text-base">{title}</h1>
        {locked && (
          <span
            className="inline-flex shrink-0 items-center text-muted-foreground"
            title={t("builder.locked")}
          >
            <Lock aria-hidden className="size-4" />
            <span className="sr-only">{t("builder.locked")}</span>
          </span>
        )}
      </div>
      <SaveStatus className="max-w-56" />
      <HistoryButtons />
      <ShareSheet />
      {end}
    </header>
  );
}
