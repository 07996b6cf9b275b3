import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobDescription } from "@vitae/schema";
import { Target } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import {
  createJobDescription,
  deleteJobDescription,
  jobDescriptionsQuery,
  updateJobDescription,
} from "../../../api/job-descriptions";
import { useBuilderStore } from "../../../store/builder-store";
import { ConfirmDialog } from "../../confirm-dialog";
import { PanelSection } from "../../panel-section";
import { MatchReport } from "./match-report";

const newEntry = "";

/**
 * Paste a job description (or pick one saved with the resume) and see how well the resume answers
 * it. The analysis runs in the browser, without AI, on every change of either side.
 */
export function JobMatchSection() {
  const { t } = useTranslation();
  const resume = useBuilderStore((state) => state.resume);
  if (!resume) return null;
  return (
    <PanelSection icon={Target} title={t("builder.jobMatch.title")}>
      <p className="text-sm text-muted-foreground">{t("builder.jobMatch.description")}</p>
      <JobMatchEditor resumeId={resume.id} />
    </PanelSection>
  );
}

function JobMatchEditor({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: saved = [] } = useQuery(jobDescriptionsQuery(resumeId));
  const [selected, setSelected] = useState(newEntry);
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const current = saved.find((job) => job.id === selected);

  const load = (job: JobDescription | undefined) => {
    setSelected(job?.id ?? newEntry);
    setName(job?.name ?? "");
    setText(job?.text ?? "");
  };
  // A saved description that disappears (deleted in another tab) leaves the form as it is, now unsaved.
  useEffect(() => {
    if (selected !== newEntry && saved.length > 0 && !saved.some((job) => job.id === selected))
      setSelected(newEntry);
  }, [saved, selected]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: jobDescriptionsQuery(resumeId).queryKey });
  const save = useMutation({
    mutationFn: () =>
      current === undefined
        ? createJobDescription(resumeId, { name, text })
        : updateJobDescription(resumeId, current.id, { name, text }),
    onSuccess: (job) => {
      setSelected(job.id);
      toast({ title: t("builder.jobMatch.saved", { name: job.name }) });
      return refresh();
    },
    // What was typed stays in the form; the toast says why it was not saved.
    onError: (error) =>
      toast({ variant: "error", title: t("builder.jobMatch.saveFailed"), description: error.message }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteJobDescription(resumeId, id),
    onSuccess: () => {
      load(undefined);
      setConfirmDelete(false);
      return refresh();
    },
    onError: (error) =>
      toast({ variant: "error", title: t("builder.jobMatch.deleteFailed"), description: error.message }),
  });

  return (
    <div className="grid gap-3">
      <Field label={t("builder.jobMatch.savedList")}>
        {(control) => (
          <NativeSelect
            {...control}
            value={selected}
            onChange={(event) => load(saved.find((job) => job.id === event.target.value))}
          >
            <option value={newEntry}>{t("builder.jobMatch.new")}</option>
            {saved.map((job) => (
              <option key={job.id} value={job.id}>
                {job.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t("builder.jobMatch.name")}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={100}
            placeholder={t("builder.jobMatch.namePlaceholder")}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label={t("builder.jobMatch.text")}>
        {(control) => (
          <textarea
            {...control}
            value={text}
            rows={8}
            maxLength={50_000}
            placeholder={t("builder.jobMatch.textPlaceholder")}
            onChange={(event) => setText(event.target.value)}
            className="min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={name.trim() === "" || text.trim() === "" || save.isPending}
          onClick={() => save.mutate()}
        >
          {current === undefined ? t("builder.jobMatch.save") : t("builder.jobMatch.update")}
        </Button>
        {current === undefined ? null : (
          <Button size="sm" variant="outline" onClick={() => setConfirmDelete(true)}>
            {t("builder.jobMatch.delete")}
          </Button>
        )}
      </div>
      {text.trim() === "" ? null : <MatchReport description={text} />}
      {current === undefined ? null : (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t("builder.jobMatch.deleteTitle", { name: current.name })}
          description={t("builder.jobMatch.deleteDescription")}
          confirm={t("builder.jobMatch.delete")}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(current.id)}
        />
      )}
    </div>
  );
}
