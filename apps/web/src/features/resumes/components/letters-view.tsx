import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNow } from "@/lib/relative-time";
import { resumesQuery } from "../api/get-resumes";
import { invalidateLetters, lettersQuery, lockLetter } from "../api/letters";
import { useResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { DocumentList } from "./document-list";
import { LetterDialog } from "./letter-dialog";
import { LetterItem } from "./letter-item";
import { DocumentLockDialog } from "./lock-dialog";

/** /dashboard/letters: the cover letters, in the same grid or list as the resumes. */
export function LettersView({ above }: { above?: ReactNode }) {
  const [layout, setLayout] = useResumesLayout();
  const letters = useQuery(lettersQuery);
  // The linked resumes' titles, for the "For …" line.
  const resumes = useQuery(resumesQuery).data;
  const now = useNow();
  const openLetterDialog = useResumeDialogs((state) => state.openLetterDialog);
  const titleOf = (id: string | null) => resumes?.find((resume) => resume.id === id)?.title;

  return (
    <>
      <DocumentList
        above={above}
        kind="letters"
        layout={layout}
        onLayoutChange={setLayout}
        onCreate={() => openLetterDialog("create")}
        items={letters.data?.map((letter) => ({
          key: letter.id,
          node: (
            <LetterItem letter={letter} resumeTitle={titleOf(letter.resumeId)} layout={layout} now={now} />
          ),
        }))}
        query={letters}
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
