import { FilePlus2, FileUp, FileX2, Plus, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useNow } from "@/lib/relative-time";
import { cn } from "@/lib/utils";
import { groupVariants } from "../group-variants";
import { ariaShortcut, shortcutLabel, useResumeShortcuts } from "../hooks/use-resume-shortcuts";
import { useResumes } from "../hooks/use-resumes";
import { useResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { ActionTile } from "./action-tile";
import { LayoutToggle } from "./layout-toggle";
import { ResumeDialogs } from "./resume-dialogs";
import { ResumeItem } from "./resume-item";
import { ResumeSkeleton } from "./resume-skeleton";

const LOADING_PLACEHOLDERS = 4;

/** /dashboard/resumes: create and import first, then the resumes, newest change first. */
export function ResumesView() {
  const { t } = useTranslation();
  const [layout, setLayout] = useResumesLayout();
  const { data: resumes, isPending, isError, refetch, isRefetching } = useResumes();
  const now = useNow();
  const dialogOpen = useResumeDialogs((state) => state.dialog !== null);
  const openResumeDialog = useResumeDialogs((state) => state.openResumeDialog);
  const openImportDialog = useResumeDialogs((state) => state.openImportDialog);
  const openCreate = () => openResumeDialog("create");

  useResumeShortcuts({ onCreate: openCreate, onImport: openImportDialog, enabled: !dialogOpen });

  const itemClass = layout === "grid" ? "min-w-0" : undefined;

  return (
    <section aria-labelledby="resumes-heading" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="resumes-heading" className="text-2xl font-semibold tracking-tight">
            {t("resumes.title")}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("resumes.description")}</p>
        </div>
        <LayoutToggle value={layout} onChange={setLayout} />
      </header>

      <ul
        aria-label={t("resumes.listLabel")}
        aria-busy={isPending || undefined}
        className={cn(
          layout === "grid"
            ? "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
            : "flex flex-col gap-2",
        )}
      >
        <li className={itemClass}>
          <ActionTile
            layout={layout}
            icon={Plus}
            title={t("resumes.create.title")}
            description={t("resumes.create.description")}
            shortcut={shortcutLabel("N")}
            ariaShortcut={ariaShortcut("N")}
            onClick={openCreate}
          />
        </li>
        <li className={itemClass}>
          <ActionTile
            layout={layout}
            icon={FileUp}
            title={t("resumes.importTile.title")}
            description={t("resumes.importTile.description")}
            shortcut={shortcutLabel("I")}
            ariaShortcut={ariaShortcut("I")}
            onClick={openImportDialog}
          />
        </li>
        {isPending &&
          Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
            <li key={index} className={itemClass} aria-hidden>
              <ResumeSkeleton layout={layout} />
            </li>
          ))}
        {resumes &&
          groupVariants(resumes).map(({ resume, masterTitle }) => (
            <li key={resume.id} className={itemClass}>
              <ResumeItem resume={resume} masterTitle={masterTitle} layout={layout} now={now} />
            </li>
          ))}
      </ul>

      {isPending && (
        <p role="status" className="sr-only">
          {t("resumes.loading")}
        </p>
      )}

      {resumes?.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FilePlus2 className="size-6" aria-hidden />
          </span>
          <h2 className="text-base font-semibold">{t("resumes.empty.title")}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t("resumes.empty.description")}</p>
          <Button onClick={openCreate}>
            <Plus aria-hidden />
            {t("resumes.empty.action")}
          </Button>
        </div>
      )}

      {isError && !resumes && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center"
        >
          <FileX2 className="size-8 text-destructive" aria-hidden />
          <h2 className="text-base font-semibold">{t("resumes.loadError.title")}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t("resumes.loadError.description")}</p>
          <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
            <RotateCw className={cn(isRefetching && "animate-spin")} aria-hidden />
            {t("resumes.loadError.retry")}
          </Button>
        </div>
      )}

      <ResumeDialogs />
    </section>
  );
}
