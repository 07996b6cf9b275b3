import { FileUp } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "@/lib/relative-time";
import { groupVariants } from "../group-variants";
import { useResumes } from "../hooks/use-resumes";
import { useResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { DocumentList } from "./document-list";
import { ResumeDialogs } from "./resume-dialogs";
import { ResumeItem } from "./resume-item";

/** /dashboard/resumes: create and import first, then the resumes, newest change first. */
export function ResumesView({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useResumesLayout();
  const query = useResumes();
  const resumes = query.data;
  const now = useNow();
  const openResumeDialog = useResumeDialogs((state) => state.openResumeDialog);
  const openImportDialog = useResumeDialogs((state) => state.openImportDialog);

  return (
    <>
      <DocumentList
        above={above}
        kind="resumes"
        layout={layout}
        onLayoutChange={setLayout}
        onCreate={() => openResumeDialog("create")}
        importTile={{
          icon: FileUp,
          title: t("resumes.importTile.title"),
          description: t("resumes.importTile.description"),
          onClick: openImportDialog,
        }}
        items={
          resumes?.length === undefined
            ? undefined
            : groupVariants(resumes).map(({ resume, masterTitle }) => ({
                key: resume.id,
                node: <ResumeItem resume={resume} masterTitle={masterTitle} layout={layout} now={now} />,
              }))
        }
        query={query}
      />
      <ResumeDialogs />
    </>
  );
}
