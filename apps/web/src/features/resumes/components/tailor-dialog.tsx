import type { Resume } from "@vitae/schema";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
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
import { useCreateVariant } from "../hooks/use-create-variant";

type TailorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resume?: Resume | undefined;
};

/** "Tailor for a job": names the variant and keeps the job it is for, then opens it in the builder. */
export function TailorDialog({ open, onOpenChange, resume }: TailorDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVariant();
  const nameId = useId();
  const jobId = useId();
  const [name, setName] = useState("");
  const [jobDescription, setJobDescription] = useState("");
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resume) return;
    if (name.trim() === "") {
      setError(true);
      return;
    }
    create.mutate(
      { id: resume.id, name: name.trim(), jobDescription },
      {
        onSuccess: (variant) => {
          onOpenChange(false);
          setName("");
          setJobDescription("");
          void navigate(paths.builder(variant.id));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" closeLabel={t("variants.tailor.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("variants.tailor.title", { title: resume?.title ?? "" })}</DialogTitle>
          <DialogDescription>{t("variants.tailor.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={nameId}>{t("variants.tailor.name")}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={100}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${nameId}-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(false);
              }}
            />
            {error && (
              <p id={`${nameId}-error`} className="text-sm text-destructive">
                {t("variants.tailor.nameRequired")}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={jobId}>{t("variants.tailor.jobDescription")}</Label>
            <textarea
              id={jobId}
              value={jobDescription}
              maxLength={50_000}
              rows={6}
              onChange={(event) => setJobDescription(event.target.value)}
              className="min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("variants.tailor.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t("variants.tailor.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
