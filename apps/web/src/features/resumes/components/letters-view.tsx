import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "@/lib/relative-time";
import { resumesQuery } from "../api/get-resumes";
import { invalidateLetters, lettersQuery, lockLetter } from "../api/letters";
import { ariaShortcut, shortcutLabel, useResumeShortcuts } from "../hooks/use-resume-shortcuts";
import { useResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { ActionTile } from "./action-tile";
import { DocumentList } from "./document-list";
import { LetterDialog } from "./letter-dialog";
import { LetterItem } from "./letter-item";
import { DocumentLockDialog } from "./lock-dialog";

/** /dashboard/letters: the cover letters, in the same grid or list as the resumes. */
export function LettersView({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useResumesLayout();
  const letters = useQuery(lettersQuery);
  // The linked resumes' titles, for the "For …" line.
  const resumes = useQuery(resumesQuery).data;
  const now = useNow();
  const dialogOpen = useResumeDialogs((state) => state.dialog !== null);
  const openLetterDialog = useResumeDialogs((state) => state.openLetterDialog);
  const openCreate = () => openLetterDialog("create");
  useResumeShortcuts({ onCreate: openCreate, enabled: !dialogOpen });
  const titleOf = (id: string | null) => resumes?.find((resume) => resume.id === id)?.title;

  return (
    <>
      <DocumentList
        above={above}
        copy={{
          title: t("letters.title"),
          description: t("letters.description"),
          listLabel: t("letters.listLabel"),
          loading: t("letters.loading"),
          empty: {
            title: t("letters.empty.title"),
            description: t("letters.empty.description"),
            action: t("letters.empty.action"),
          },
          loadError: {
            title: t("letters.loadError"),
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
            title={t("letters.create.title")}
            description={t("letters.create.description")}
            shortcut={shortcutLabel("N")}
            ariaShortcut={ariaShortcut("N")}
            onClick={openCreate}
          />,
        ]}
        items={letters.data?.map((letter) => ({
          key: letter.id,
          node: (
            <LetterItem letter={letter} resumeTitle={titleOf(letter.resumeId)} layout={layout} now={now} />
          ),
        }))}
        isPending={letters.isPending}
        isError={letters.isError}
        isRefetching={letters.isRefetching}
        onRetry={() => void letters.refetch()}
        onCreate={openCreate}
      />
      <LetterDialogs />
    </>
  );
}

/** The letter dialogs the store asks for. */
function LetterDialogs() {
  const { dialog, close } = useResumeDialogs();
  const queryClient = useQueryClient();
  const lock = useMutation({ mutationFn: lockLetter, onSettled: () => invalidateLetters(queryClient) });
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      <LetterDialog
        open={dialog?.kind === "letter"}
        onOpenChange={onOpenChange}
        mode={dialog?.kind === "letter" ? dialog.mode : "create"}
        letter={dialog?.kind === "letter" ? dialog.letter : undefined}
      />
      <DocumentLockDialog
        open={dialog?.kind === "letterLock"}
        onOpenChange={onOpenChange}
        kind="letters"
        document={dialog?.kind === "letterLock" ? dialog.letter : undefined}
        onConfirm={(set) => dialog?.kind === "letterLock" && lock.mutate({ id: dialog.letter.id, set })}
      />
    </>
  );
}
