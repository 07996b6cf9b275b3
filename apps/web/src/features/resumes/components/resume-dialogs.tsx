import { useResumeDialogs } from "../store/resume-dialogs";
import { ImportDialog } from "./import-dialog";
import { LockDialog } from "./lock-dialog";
import { ResumeDialog } from "./resume-dialog";
import { TailorDialog } from "./tailor-dialog";

/** Mounts the dialog the store asks for; tiles, menus and shortcuts only open them through the store. */
export function ResumeDialogs() {
  const { dialog, close } = useResumeDialogs();
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  return (
    <>
      <ResumeDialog
        open={dialog?.kind === "resume"}
        onOpenChange={onOpenChange}
        mode={dialog?.kind === "resume" ? dialog.mode : "create"}
        resume={dialog?.kind === "resume" ? dialog.resume : undefined}
      />
      <LockDialog
        open={dialog?.kind === "lock"}
        onOpenChange={onOpenChange}
        resume={dialog?.kind === "lock" ? dialog.resume : undefined}
      />
      <ImportDialog open={dialog?.kind === "import"} onOpenChange={onOpenChange} />
      <TailorDialog
        open={dialog?.kind === "tailor"}
        onOpenChange={onOpenChange}
        resume={dialog?.kind === "tailor" ? dialog.resume : undefined}
      />
    </>
  );
}
