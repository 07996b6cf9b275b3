import { ArrowLeft, Lock, Redo2, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TemporalState } from "zundo";
import { type StoreApi, useStore } from "zustand";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { redo, undo, useBuilderStore } from "../store/builder-store";
import { LanguageSwitcher } from "../translations/language-switcher";
import { ShareSheet } from "./review/share-sheet";
import { SaveStatus } from "./save-status";

/** A document's undo history: its zundo store and the undo and redo that respect the lock. */
export type DocumentHistory = {
  // The history's entries are never read here, only counted.
  store: StoreApi<TemporalState<never>>;
  undo: () => void;
  redo: () => void;
};

function HistoryButtons({ history, locked }: { history: DocumentHistory; locked: boolean }) {
  const { t } = useTranslation();
  const canUndo = useStore(history.store, (state) => state.pastStates.length > 0);
  const canRedo = useStore(history.store, (state) => state.futureStates.length > 0);
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("builder.undo")}
        title={t("builder.undoHint")}
        disabled={locked || !canUndo}
        onClick={history.undo}
      >
        <Undo2 aria-hidden className="rtl:-scale-x-100" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("builder.redo")}
        title={t("builder.redoHint")}
        disabled={locked || !canRedo}
        onClick={history.redo}
      >
        <Redo2 aria-hidden className="rtl:-scale-x-100" />
      </Button>
    </div>
  );
}

/** The slots a top bar offers the layout: the panel toggles on small screens. */
export type TopBarSlots = { start?: ReactNode; end?: ReactNode };

/**
 * A builder's top bar: the way back, the document's title (with a lock when locked), undo and redo,
 * and where the edits are. `start` and `end` hold the panel toggles on small screens.
 */
export function DocumentTopBar({
  title,
  locked,
  back,
  status,
  history,
  start,
  end,
}: TopBarSlots & {
  title: string;
  locked: boolean;
  /** Where the back arrow leads (the dashboard's list of this kind of document). */
  back: string;
  status: ReactNode;
  history: DocumentHistory;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex h-14 shrink-0 items-center gap-1 border-b bg-background px-2 sm:gap-2 sm:px-3">
      <Button asChild variant="ghost" size="icon">
        <Link to={back} aria-label={t("builder.back")}>
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
      {status}
      <HistoryButtons history={history} locked={locked} />
      {end}
    </header>
  );
}

const resumeHistory: DocumentHistory = {
  store: useBuilderStore.temporal as unknown as DocumentHistory["store"],
  undo,
  redo,
};

/** The resume builder's top bar; its Share button carries the reviewers' open threads. */
export function BuilderTopBar(slots: TopBarSlots) {
  const title = useBuilderStore((state) => state.resume?.title ?? "");
  const locked = useBuilderStore((state) => state.resume?.locked ?? false);
  return (
    <DocumentTopBar
      {...slots}
      title={title}
      locked={locked}
      back={paths.resumes}
      status={
        <>
          <LanguageSwitcher />
          <SaveStatus className="max-w-56" />
          <ShareSheet />
        </>
      }
      history={resumeHistory}
    />
  );
}
