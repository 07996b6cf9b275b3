import { FileUp, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "@/lib/relative-time";
import { groupVariants } from "../group-variants";
import { ariaShortcut, shortcutLabel, useResumeShortcuts } from "../hooks/use-resume-shortcuts";
import { useResumes } from "../hooks/use-resumes";
import { useResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { ActionTile } from "./action-tile";
import { DocumentList } from "./document-list";
import { ResumeDialogs } from "./resume-dialogs";
import { ResumeItem } from "./resume-item";

/** /dashboard/resumes: create and import first, then the resumes, newest change first. */
export function ResumesView({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useResumesLayout();
  const { data: resumes, isPending, isError, refetch, isRefetching } = useResumes();
  const now = useNow();
  const dialogOpen = useResumeDialogs((state) => state.dialog !== null);
  const openResumeDialog = useResumeDialogs((state) => state.openResumeDialog);
  const openImportDialog = useResumeDialogs((state) => state.openImportDialog);
  const openCreate = () => openResumeDialog("create");

  useResumeShortcuts({ onCreate: openCreate, onImport: openImportDialog, enabled: !dialogOpen });

  return (
    <>
      <DocumentList
        above={above}
        copy={{
          title: t("resumes.title"),
          description: t("resumes.description"),
          listLabel: t("resumes.listLabel"),
          loading: t("resumes.loading"),
          empty: {
            title: t("resumes.empty.title"),
            description: t("resumes.empty.description"),
            action: t("resumes.empty.action"),
          },
          loadError: {
            title: t("resumes.loadError.title"),
            description: t("resumes.loadError.description"),
            retry: t("resumes.loadError.retry"),
          },
        }}
        layout={layout}
        onLayoutChange={setLayout}
        tiles={[
          <ActionTile
            key="create"
            layout={layout}
            icon={Plus}
            title={t("resumes.create.title")}
            description={t("resumes.create.description")}
            shortcut={shortcutLabel("N")}
            ariaShortcut={ariaShortcut("N")}
            onClick={openCreate}
          />,
          <ActionTile
            key="import"
            layout={layout}
            icon={FileUp}
            title={t("resumes.importTile.title")}
            description={t("resumes.importTile.description")}
            shortcut={shortcutLabel("I")}
            ariaShortcut={ariaShortcut("I")}
            onClick={openImportDialog}
          />,
        ]}
        items={
          resumes?.length === undefined
            ? undefined
            : groupVariants(resumes).map(({ resume, masterTitle }) => ({
                key: resume.id,
                node: <ResumeItem resume={resume} masterTitle={masterTitle} layout={layout} now={now} />,
              }))
        }
        isPending={isPending}
        isError={isError}
        isRefetching={isRefetching}
        onRetry={() => void refetch()}
        onCreate={openCreate}
      />
      <ResumeDialogs />
    </>
  );
}
