import { useQuery } from "@tanstack/react-query";
import { ArrowRightLeft, CircleCheck, LoaderCircle, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
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
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { paths } from "@/lib/paths";
import { getImportSources, importSourcesKey } from "../import/import-api";
import { ImportPreview } from "../import/import-preview";
import {
  acceptOf,
  actionOf,
  choiceInput,
  type ImportChoice,
  importChoices,
  isDocumentChoice,
} from "../import/source-types";
import { useCreateImported } from "../import/use-create-imported";
import { useImport } from "../import/use-import";

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The import dialog; mounted only while open, so every opening starts afresh. */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("resumes.import.title")}</DialogTitle>
          <DialogDescription>{t("resumes.import.description")}</DialogDescription>
        </DialogHeader>
        {open ? <ImportForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<ImportChoice>("json-resume-json");
  const [file, setFile] = useState<File | undefined>();
  const [url, setUrl] = useState("");
  const { state, run, reset } = useImport();
  const create = useCreateImported();
  const sources = useQuery({ queryKey: importSourcesKey, queryFn: getImportSources });
  const fileKey = useId();
  const [fileInputKey, setFileInputKey] = useState(0);

  const input = choiceInput(choice);
  const unavailable =
    (input === "platform" && sources.data?.lms === false) ||
    (input === "url" && sources.data?.linkedinProfile === false);
  const working = state.status === "working";
  const ready = input === "file" ? file !== undefined : input === "url" ? url.trim() !== "" : true;
  // Create only proceeds when the validated result belongs to the type now chosen.
  const validated = state.status === "valid" && state.choice === choice ? state.result : undefined;

  const changeChoice = (next: ImportChoice) => {
    setChoice(next);
    setFile(undefined);
    setFileInputKey((key) => key + 1);
    setUrl("");
    reset();
  };

  /** The type the file turned out to be: chosen for the user, and the same file validated again. */
  const switchChoice = (next: ImportChoice) => {
    setChoice(next);
    void run({ choice: next, file });
  };

  const submitCreate = () => {
    if (validated === undefined) return;
    create.mutate(validated.data, {
      onSuccess: (resume) => {
        onDone();
        navigate(paths.builder(resume.id));
      },
    });
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (validated !== undefined) submitCreate();
        else if (ready && !unavailable && !working) void run({ choice, file, url });
      }}
    >
      <Field label={t("resumes.import.type")}>
        {(control) => (
          <NativeSelect
            {...control}
            value={choice}
            onChange={(event) => changeChoice(event.target.value as ImportChoice)}
          >
            {importChoices.map((option) => (
              <option key={option} value={option}>
                {t(`resumes.import.types.${option}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      {unavailable ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground" role="note">
          {t(input === "url" ? "resumes.import.profileUnavailable" : "resumes.import.platformUnavailable")}
        </p>
      ) : null}

      {input === "file" ? (
        <Field
          label={t("resumes.import.file")}
          hint={t("resumes.import.fileHint", { accept: acceptOf(choice).split(",")[0] })}
        >
          {(control) => (
            <Input
              {...control}
              key={`${fileKey}-${fileInputKey}`}
              type="file"
              accept={acceptOf(choice)}
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                reset();
              }}
            />
          )}
        </Field>
      ) : null}

      {isDocumentChoice(choice) ? (
        <p className="-mt-2 text-muted-foreground text-xs">{t("resumes.import.readLocally")}</p>
      ) : null}

      {input === "url" ? (
        <Field label={t("resumes.import.profileUrl")}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
              value={url}
              disabled={unavailable}
              onChange={(event) => {
                setUrl(event.target.value);
                reset();
              }}
            />
          )}
        </Field>
      ) : null}

      <div aria-live="polite" className="grid gap-3">
        {state.status === "working" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {t(`resumes.import.steps.${state.step}`, { percent: Math.round((state.progress ?? 0) * 100) })}
          </p>
        ) : null}
        {validated !== undefined ? <ImportPreview result={validated} /> : null}
        {state.status === "invalid" && state.suggestedType !== undefined ? (
          <WrongType message={state.message} detected={state.suggestedType} onSwitch={switchChoice} />
        ) : null}
        {state.status === "invalid" && state.suggestedType === undefined ? (
          <div className="grid gap-2 text-sm" role="alert">
            <p className="font-medium text-destructive">{state.message}</p>
            {state.issues.length > 0 ? (
              <pre
                className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-2 text-xs"
                data-testid="import-errors"
              >
                {JSON.stringify(state.issues, null, 2)}
              </pre>
            ) : null}
          </div>
        ) : null}
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("resumes.import.cancel")}
          </Button>
        </DialogClose>
        {state.status === "invalid" ? (
          <Button type="button" variant="outline" onClick={reset}>
            <RotateCcw aria-hidden />
            {t("resumes.import.reset")}
          </Button>
        ) : null}
        {validated === undefined ? (
          <Button type="submit" disabled={!ready || unavailable || working}>
            {working ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {t(`resumes.import.${actionOf(choice)}`)}
          </Button>
        ) : (
          <>
            <Button type="button" variant="ghost" disabled aria-label={t("resumes.import.validated")}>
              <CircleCheck className="text-success" aria-hidden />
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {t("resumes.import.create")}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}

/** A file of another type than the one chosen: said in a sentence, with the switch to the type it is. */
function WrongType({
  message,
  detected,
  onSwitch,
}: {
  message: string;
  detected: ImportChoice;
  onSwitch: (type: ImportChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-start gap-2 text-sm">
      <p className="font-medium text-destructive" role="alert">
        {message}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={() => onSwitch(detected)}>
        <ArrowRightLeft aria-hidden />
        {t("resumes.import.switchType", { type: t(`resumes.import.types.${detected}`) })}
      </Button>
    </div>
  );
}
