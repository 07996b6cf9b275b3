import { useMutation } from "@tanstack/react-query";
import { NameVersionInputSchema, type ResumeVersionSummary } from "@vitae/schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { issueMessage } from "@/lib/validation-messages";
import { renameVersion, saveNamedVersion } from "../../../api/versions";
import { saveNow } from "../../../hooks/use-autosave";

/**
 * "Save version…" (the current content, under a name) or naming an existing version. What was typed stays
 * in the field when saving fails.
 */
export function NameVersionDialog({
  resumeId,
  version,
  onDone,
  onCancel,
}: {
  resumeId: string;
  /** The version to name; none to save the current content. */
  version?: ResumeVersionSummary | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(version?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: async (value: string) => {
      if (version !== undefined) return renameVersion(resumeId, version.id, value);
      // The named version is what the server holds: edits still waiting go first.
      await saveNow();
      return saveNamedVersion(resumeId, value);
    },
    meta: { errorToast: false },
    onSuccess: onDone,
    onError: (failure) =>
      setError(failure instanceof ApiError ? failure.message : t("builder.history.failed")),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NameVersionInputSchema.safeParse({ name });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && issueMessage(issue, t("builder.history.nameDialog.label")));
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.name);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              {t(
                version === undefined
                  ? "builder.history.nameDialog.saveTitle"
                  : "builder.history.nameDialog.renameTitle",
              )}
            </DialogTitle>
            <DialogDescription>{t("builder.history.nameDialog.description")}</DialogDescription>
          </DialogHeader>
          <Field label={t("builder.history.nameDialog.label")} error={error}>
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder={t("builder.history.nameDialog.placeholder")}
                maxLength={100}
                autoFocus
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("builder.history.nameDialog.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending && <Spinner />}
              {t("builder.history.nameDialog.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
