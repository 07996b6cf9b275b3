import {
  type CreateResumeInput,
  CreateResumeInputSchema,
  generateRandomTitle,
  type Resume,
  slugify,
} from "@vitae/schema";
import { ChevronDown, Dices, LoaderCircle, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { type UseFormSetError, useForm } from "react-hook-form";
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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { issueMessage, localizedResolver } from "@/lib/validation-messages";
import { useCreateResume } from "../hooks/use-create-resume";
import { useDeleteResume } from "../hooks/use-delete-resume";
import { useDuplicateResume } from "../hooks/use-duplicate-resume";
import { useUpdateResume } from "../hooks/use-update-resume";
import type { ResumeDialogMode } from "../store/resume-dialogs";
import { MoveToTrashDialog } from "./move-to-trash-dialog";

export type ResumeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ResumeDialogMode;
  /** The resume to update, duplicate or delete; without it those modes do nothing. */
  resume?: Resume | undefined;
};

/** The dialog's fields are the create payload's title and slug, validated by the same schema as the server's. */
const ResumeFormSchema = CreateResumeInputSchema.pick({ title: true, slug: true });
type ResumeFormValues = Pick<CreateResumeInput, "title" | "slug">;
type FormMode = Exclude<ResumeDialogMode, "delete">;

/** The resume dialog in its four modes; delete is a confirmation naming the resume. */
export function ResumeDialog({ mode, ...props }: ResumeDialogProps) {
  if (mode === "delete") return <DeleteResumeDialog {...props} />;
  return <ResumeFormDialog mode={mode} {...props} />;
}

function ResumeFormDialog({ open, onOpenChange, mode, resume }: ResumeDialogProps & { mode: FormMode }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t(`resumes.dialog.${mode}.title`)}</DialogTitle>
          <DialogDescription>
            {t(`resumes.dialog.${mode}.description`, { title: resume?.title ?? "" })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from fresh values. */}
        <ResumeForm mode={mode} resume={resume} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ResumeForm({
  mode,
  resume,
  onDone,
}: {
  mode: FormMode;
  resume?: Resume | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = {
    title: useId(),
    slug: useId(),
    slugHint: useId(),
    slugWarning: useId(),
    titleError: useId(),
    slugError: useId(),
  };
  const navigate = useNavigate();
  const create = useCreateResume();
  const update = useUpdateResume();
  const duplicate = useDuplicateResume();
  const pending = create.isPending || update.isPending || duplicate.isPending;

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ResumeFormValues>({
    resolver: localizedResolver(ResumeFormSchema, (issue, path) =>
      path === "slug" && issue.code === "invalid_format"
        ? t("resumes.dialog.slugFormat")
        : issueMessage(issue, t(`resumes.dialog.fields.${path as keyof ResumeFormValues}`)),
    ),
    defaultValues: initialValues(mode, resume, (title) => t("resumes.dialog.copyTitle", { title })),
  });

  // The slug follows every title change, except for a public resume being renamed: its slug is the address
  // people were given, so it only changes when the user edits it.
  const keepsLink = mode === "update" && resume?.visibility === "public";
  const slug = watch("slug");
  const breaksLink = keepsLink && slug !== resume?.slug;

  const setTitle = (title: string) => {
    setValue("title", title, { shouldValidate: isSubmitted, shouldDirty: true });
    if (!keepsLink) setValue("slug", slugify(title), { shouldValidate: isSubmitted, shouldDirty: true });
  };

  const submit = async (values: ResumeFormValues, { sample = false } = {}) => {
    try {
      if (mode === "create") {
        const created = await create.mutateAsync({
          ...values,
          visibility: "private",
          ...(sample ? { sample: true } : {}),
        });
        // A new resume is there to be written: it opens in the builder, as an imported one does.
        onDone();
        void navigate(paths.builder(created.id));
        return;
      }
      if (mode === "update") {
        if (!resume?.id) return;
        await update.mutateAsync({ ...resume, ...values });
      } else {
        if (!resume?.id) return;
        await duplicate.mutateAsync({ id: resume.id, ...values });
      }
      onDone();
    } catch (error) {
      showOnFields(error, setError, t("resumes.dialog.slugTaken"), t("resumes.dialog.failed"));
    }
  };

  const canRandomise = mode === "create" || mode === "duplicate";

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => submit(values))}>
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>{t("resumes.dialog.fields.title")}</Label>
        <div className="flex gap-2">
          <Input
            id={ids.title}
            autoComplete="off"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? ids.titleError : undefined}
            {...register("title", {
              onChange: (event: { target: HTMLInputElement }) => {
                if (!keepsLink)
                  setValue("slug", slugify(event.target.value), { shouldValidate: isSubmitted });
              },
            })}
          />
          {canRandomise && (
            <Button
              variant="outline"
              size="icon"
              aria-label={t("resumes.dialog.randomTitle")}
              title={t("resumes.dialog.randomTitle")}
              onClick={() => setTitle(generateRandomTitle())}
            >
              <Dices aria-hidden />
            </Button>
          )}
        </div>
        {errors.title?.message && (
          <p id={ids.titleError} className="text-sm text-destructive">
            {errors.title.message}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.slug}>{t("resumes.dialog.fields.slug")}</Label>
        <Input
          id={ids.slug}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={[
            errors.slug ? ids.slugError : null,
            breaksLink ? ids.slugWarning : null,
            ids.slugHint,
          ]
            .filter(Boolean)
            .join(" ")}
          {...register("slug")}
        />
        {errors.slug?.message && (
          <p id={ids.slugError} className="text-sm text-destructive">
            {errors.slug.message}
          </p>
        )}
        {breaksLink && (
          <p
            id={ids.slugWarning}
            role="status"
            className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-sm text-foreground"
          >
            <TriangleAlert
              className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
              aria-hidden
            />
            {t("resumes.dialog.fields.slugChangeWarning", { slug: resume?.slug ?? "" })}
          </p>
        )}
        <p id={ids.slugHint} className="text-xs text-muted-foreground">
          {t(keepsLink ? "resumes.dialog.fields.slugHintPublic" : "resumes.dialog.fields.slugHint")}
        </p>
      </div>

      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("resumes.dialog.cancel")}</Button>
        </DialogClose>
        {mode === "create" ? (
          <div className="flex">
            <Button type="submit" disabled={pending} className="flex-1 rounded-e-none">
              {pending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t("resumes.dialog.create.submit")}
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  disabled={pending}
                  className="rounded-s-none border-s border-primary-foreground/25 px-2.5"
                  aria-label={t("resumes.dialog.create.more")}
                >
                  <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem
                  onSelect={() => {
                    // The sample brings its own content; only a name is missing, so one is made up.
                    if (!getValues("title").trim()) setTitle(generateRandomTitle());
                    void handleSubmit((values) => submit(values, { sample: true }))();
                  }}
                >
                  {t("resumes.dialog.create.sample")}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        ) : (
          <Button type="submit" disabled={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden />}
            {t(`resumes.dialog.${mode}.submit`)}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

function initialValues(
  mode: FormMode,
  resume: Resume | undefined,
  copyTitle: (title: string) => string,
): ResumeFormValues {
  if (mode === "update" && resume) return { title: resume.title, slug: resume.slug };
  if (mode === "duplicate" && resume) return { title: copyTitle(resume.title), slug: `${resume.slug}-copy` };
  return { title: "", slug: "" };
}

/**
 * Server refusals that belong to a field go on it (the error toast has already named the code);
 * failures without a known code get a line in the dialog, since no toast explains them.
 */
function showOnFields(
  error: unknown,
  setError: UseFormSetError<ResumeFormValues>,
  slugTaken: string,
  failed: string,
): void {
  if (!(error instanceof ApiError)) {
    setError("root", { message: failed });
    return;
  }
  if (error.code === "ResumeSlugAlreadyExists") {
    setError("slug", { message: slugTaken }, { shouldFocus: true });
    return;
  }
  const fieldIssues = error.issues.filter((issue) => issue.path === "title" || issue.path === "slug");
  for (const issue of fieldIssues) setError(issue.path as keyof ResumeFormValues, { message: issue.message });
  if (fieldIssues.length === 0 && error.code === null) setError("root", { message: failed });
}

function DeleteResumeDialog({ open, onOpenChange, resume }: Omit<ResumeDialogProps, "mode">) {
  const { t } = useTranslation();
  const remove = useDeleteResume();
  const title = resume?.title ?? "";
  // Optimistic: the resume leaves the list now and comes back with an error toast if the server refuses.
  const confirm = () => {
    if (!resume?.id) return false;
    remove.mutate(resume.id, { onSuccess: () => toast({ title: t("resumes.trash.moved", { title }) }) });
    return true;
  };
  return (
    <MoveToTrashDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="resumes"
      title={title}
      onConfirm={confirm}
    />
  );
}
