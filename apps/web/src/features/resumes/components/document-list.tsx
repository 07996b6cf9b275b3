import { FilePlus2, FileX2, type LucideIcon, Plus, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ariaShortcut, shortcutLabel, useResumeShortcuts } from "../hooks/use-resume-shortcuts";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { ActionTile } from "./action-tile";
import { LayoutToggle } from "./layout-toggle";
import type { DocumentKind } from "./lock-dialog";
import { ResumeSkeleton } from "./resume-skeleton";

const LOADING_PLACEHOLDERS = 4;

/**
 * A dashboard list of documents in a grid or a list: the action tiles first (create, import), then the
 * documents, with placeholders while loading, an invitation when there are none and a retry when loading failed.
 */
export function DocumentList({
  kind,
  layout,
  onLayoutChange,
  onCreate,
  importTile,
  items,
  query: { isPending, isError, isRefetching, refetch },
  above,
}: {
  /** Whose words the list uses in each of its states (`<kind>.title`, `<kind>.empty.…`). */
  kind: DocumentKind;
  layout: ResumesLayout;
  onLayoutChange: (layout: ResumesLayout) => void;
  /** Opens the create dialog: the first tile, the empty state's button and Ctrl/⌘+N. */
  onCreate: () => void;
  /** Opens the import dialog, where the kind can be imported: the second tile and Ctrl/⌘+I. */
  importTile?: { icon: LucideIcon; title: string; description: string; onClick: () => void };
  /** The documents, each with its key; undefined until loaded. */
  items: { key: string; node: ReactNode }[] | undefined;
  /** The list's query, for its loading and failed states. */
  query: { isPending: boolean; isError: boolean; isRefetching: boolean; refetch: () => unknown };
  /** Shown above the heading (the switch between resumes and letters). */
  above?: ReactNode;
}) {
  const { t } = useTranslation();
  const dialogOpen = useResumeDialogs((state) => state.dialog !== null);
  useResumeShortcuts({ onCreate, onImport: importTile?.onClick, enabled: !dialogOpen });
  const tiles = [
    <ActionTile
      key="create"
      layout={layout}
      icon={Plus}
      title={t(`${kind}.create.title`)}
      description={t(`${kind}.create.description`)}
      shortcut={shortcutLabel("N")}
      ariaShortcut={ariaShortcut("N")}
      onClick={onCreate}
    />,
    importTile && (
      <ActionTile
        key="import"
        layout={layout}
        shortcut={shortcutLabel("I")}
        ariaShortcut={ariaShortcut("I")}
        {...importTile}
      />
    ),
  ].filter(Boolean);
  const itemClass = layout === "grid" ? "min-w-0" : undefined;
  const loadError = kind === "letters" ? t("letters.loadError") : t("resumes.loadError.title");
  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-6">
      {above}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="documents-heading" className="text-2xl font-semibold tracking-tight">
            {t(`${kind}.title`)}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t(`${kind}.description`)}</p>
        </div>
        <LayoutToggle value={layout} onChange={onLayoutChange} />
      </header>

      <ul
        aria-label={t(`${kind}.listLabel`)}
        aria-busy={isPending || undefined}
        className={cn(
          layout === "grid"
            ? "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
            : "flex flex-col gap-2",
        )}
      >
        {tiles.map((tile, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are fixed, in a fixed order
          <li key={index} className={itemClass}>
            {tile}
          </li>
        ))}
        {isPending &&
          Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
            <li key={`placeholder-${index}`} className={itemClass} aria-hidden>
              <ResumeSkeleton layout={layout} />
            </li>
          ))}
        {items?.map(({ key, node }) => (
          <li key={key} className={itemClass}>
            {node}
          </li>
        ))}
      </ul>

      {isPending && (
        <p role="status" className="sr-only">
          {t(`${kind}.loading`)}
        </p>
      )}

      {items?.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FilePlus2 className="size-6" aria-hidden />
          </span>
          <h2 className="text-base font-semibold">{t(`${kind}.empty.title`)}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t(`${kind}.empty.description`)}</p>
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {t(`${kind}.empty.action`)}
          </Button>
        </div>
      )}

      {isError && !items && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center"
        >
          <FileX2 className="size-8 text-destructive" aria-hidden />
          <h2 className="text-base font-semibold">{loadError}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t("resumes.loadError.description")}</p>
          <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
            <RotateCw className={cn(isRefetching && "animate-spin")} aria-hidden />
            {t("resumes.loadError.retry")}
          </Button>
        </div>
      )}
    </section>
  );
}
