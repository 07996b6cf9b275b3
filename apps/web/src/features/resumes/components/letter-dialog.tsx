import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type LetterSummary, titleSchema } from "@vitae/schema";
import { LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ChoiceSelect } from "@/components/ui/choice-select";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { issueMessage } from "@/lib/validation-messages";
import { resumesQuery } from "../api/get-resumes";
import {
  createLetter,
  deleteLetter,
  duplicateLetter,
  invalidateLetters,
  letterKeys,
  renameLetter,
} from "../api/letters";
import type { ResumeDialogMode } from "../store/resume-dialogs";
import { MoveToTrashDialog } from "./move-to-trash-dialog";
import type { ResumeDialogProps } from "./resume-dialog";

/** As the resume dialog's, with the letter to rename, duplicate or delete. */
type LetterDialogProps = Omit<ResumeDialogProps, "resume"> & { letter?: LetterSummary | undefined };

/** The cover letter dialog: create (title and the resume it goes with), rename, duplicate, or delete. */
export function LetterDialog({ mode, ...props }: LetterDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteLetter,
    onSuccess: (letter) => {
      toast({ title: t("resumes.trash.moved", { title: letter.title }) });
      void queryClient.invalidateQueries({ queryKey: letterKeys.trash });
    },
    onSettled: () => invalidateLetters(queryClient),
  });
  if (mode === "delete") {
    const { letter } = props;
    return (
      <MoveToTrashDialog
        open={props.open}
        onOpenChange={props.onOpenChange}
        kind="letters"
        title={letter?.title ?? ""}
        onConfirm={() => {
          if (!letter) return false;
          remove.mutate(letter.id);
          return true;
        }}
      />
    );
  }
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t(`letters.dialog.${mode}.title`)}</DialogTitle>
          <DialogDescription>
            {t(`letters.dialog.${mode}.description`, { title: props.letter?.title ?? "" })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from fresh values. */}
        <LetterForm mode={mode} letter={props.letter} onDone={() => props.onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function initialTitle(
  mode: ResumeDialogMode,
  letter: LetterSummary | undefined,
  copy: (title: string) => string,
) {
  if (!letter) return "";
  return mode === "duplicate" ? copy(letter.title) : letter.title;
}

function LetterForm({
  mode,
  letter,
  onDone,
}: {
  mode: Exclude<ResumeDialogMode, "delete">;
  letter: LetterSummary | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = { title: useId(), titleError: useId(), resume: useId(), resumeHint: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resumes = useQuery({ ...resumesQuery, enabled: mode === "create" }).data ?? [];
  const [title, setTitle] = useState(() =>
    initialTitle(mode, letter, (original) => t("resumes.dialog.copyTitle", { title: original })),
  );
  const [resumeId, setResumeId] = useState("");
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (checked: string) => {
      if (mode === "create") {
        return createLetter({ title: checked, ...(resumeId === "" ? {} : { resumeId }) });
      }
      if (!letter) throw new Error("No letter");
      return mode === "update"
        ? renameLetter({ letter, title: checked })
        : duplicateLetter({ id: letter.id, title: checked });
    },
    onSuccess: (saved) => {
      void invalidateLetters(queryClient);
      onDone();
      // A new letter is there to be written: it opens in the builder, as a new resume does.
      if (mode === "create") void navigate(paths.letterBuilder(saved.id));
    },
    onError: () => setError(t("letters.dialog.failed")),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = titleSchema.safeParse(title);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? issueMessage(issue, t("resumes.dialog.fields.title")) : t("letters.dialog.failed"));
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>{t("resumes.dialog.fields.title")}</Label>
        <Input
          id={ids.title}
          autoComplete="off"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.titleError : undefined}
        />
        {error && (
          <p id={ids.titleError} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      {mode === "create" && (
        <div className="grid gap-2">
          <Label htmlFor={ids.resume}>{t("letters.fields.resume")}</Label>
          <ChoiceSelect
            id={ids.resume}
            value={resumeId}
            onChange={(event) => setResumeId(event.target.value)}
            aria-describedby={ids.resumeHint}
            none={t("letters.fields.noResume")}
            choices={resumes.map((entry) => ({ value: entry.id, label: entry.title }))}
          />
          <p id={ids.resumeHint} className="text-xs text-muted-foreground">
            {t("letters.fields.resumeHint")}
          </p>
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("resumes.dialog.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {t(mode === "create" ? "resumes.dialog.create.submit" : `resumes.dialog.${mode}.submit`)}
        </Button>
      </DialogFooter>
    </form>
  );
}
