import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Application,
  type ApplicationContact,
  type ApplicationStatus,
  applicationStatuses,
  type CreateApplicationInput,
  CreateApplicationInputSchema,
  closedReasons,
} from "@vitae/schema";
import { Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { ApiError } from "@/lib/api-client";
import { issueMessage } from "@/lib/validation-messages";
import {
  applicationKeys,
  createApplication,
  resumeTitlesQuery,
  updateApplication,
} from "../api/applications";

/** What the form holds: every field as typed, so a failed save loses nothing. */
export type FormValues = {
  company: string;
  role: string;
  url: string;
  location: string;
  status: ApplicationStatus;
  closedReason: string;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  nextStepTitle: string;
  nextStepDay: string;
  nextStepTime: string;
  resumeId: string;
  notes: string;
  jobDescription: string;
  /** Each with a key of the form's own, so React keeps a row's inputs when another row is removed. */
  contacts: (ApplicationContact & { key: string })[];
};

const pad = (value: number) => String(value).padStart(2, "0");
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const valuesOf = (application: Application | undefined, status?: ApplicationStatus): FormValues => {
  const date = application?.nextStep?.date ?? "";
  const timed = date.includes("T");
  return {
    company: application?.company ?? "",
    role: application?.role ?? "",
    url: application?.url ?? "",
    location: application?.location ?? "",
    status: status ?? application?.status ?? "saved",
    closedReason: application?.closedReason ?? "",
    salaryMin: String(application?.salary?.min ?? ""),
    salaryMax: String(application?.salary?.max ?? ""),
    currency: application?.salary?.currency ?? "",
    nextStepTitle: application?.nextStep?.title ?? "",
    nextStepDay: timed ? localDay(new Date(date)) : date,
    nextStepTime: timed ? `${pad(new Date(date).getHours())}:${pad(new Date(date).getMinutes())}` : "",
    resumeId: application?.resumeId ?? "",
    notes: application?.notes ?? "",
    jobDescription: application?.jobDescription ?? "",
    contacts: (application?.contacts ?? []).map((contact) => ({ ...contact, key: crypto.randomUUID() })),
  };
};

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The create body the values stand for; a time makes the next step an instant in the browser's zone. */
export const inputOf = (values: FormValues): unknown => ({
  company: values.company,
  role: values.role,
  url: values.url.trim(),
  location: values.location,
  status: values.status,
  closedReason: values.status === "closed" && values.closedReason !== "" ? values.closedReason : null,
  salary:
    values.currency.trim() === "" && values.salaryMin.trim() === "" && values.salaryMax.trim() === ""
      ? null
      : {
          min: numberOrNull(values.salaryMin),
          max: numberOrNull(values.salaryMax),
          currency: values.currency.trim().toUpperCase(),
        },
  nextStep:
    values.nextStepTitle.trim() === "" && values.nextStepDay === ""
      ? null
      : {
          title: values.nextStepTitle,
          date:
            values.nextStepTime === "" || values.nextStepDay === ""
              ? values.nextStepDay
              : new Date(`${values.nextStepDay}T${values.nextStepTime}`).toISOString(),
        },
  resumeId: values.resumeId === "" ? null : values.resumeId,
  notes: values.notes,
  jobDescription: values.jobDescription,
  contacts: values.contacts.map(({ key: _key, ...contact }) => contact),
});

// Field errors are shown at the control that holds them: nested paths map to the form's own names.
const fieldOfPath: Record<string, keyof FormValues> = {
  "salary.min": "salaryMin",
  "salary.max": "salaryMax",
  "salary.currency": "currency",
  "nextStep.title": "nextStepTitle",
  "nextStep.date": "nextStepDay",
};
const fieldOf = (path: string) =>
  path.startsWith("contacts.") ? "contacts" : (fieldOfPath[path] ?? (path as keyof FormValues));

type Errors = Partial<Record<keyof FormValues, string>>;

export type FormTarget = { application?: Application; status?: ApplicationStatus } | null;

/** Create or edit an application in a dialog. Closed until `target` is set. */
export function ApplicationFormDialog({ target, onClose }: { target: FormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {t(target?.application ? "applications.form.editTitle" : "applications.new")}
          </DialogTitle>
        </DialogHeader>
        {target !== null && <ApplicationForm target={target} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ApplicationForm({ target, onDone }: { target: NonNullable<FormTarget>; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resumes = useQuery(resumeTitlesQuery());
  const [values, setValues] = useState(() => valuesOf(target.application, target.status));
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const set = (key: Exclude<keyof FormValues, "contacts">) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const setContacts = (change: (contacts: FormValues["contacts"]) => FormValues["contacts"]) =>
    setValues((current) => ({ ...current, contacts: change(current.contacts) }));
  const label = (key: keyof FormValues) => t(`applications.fields.${key}`);

  const save = useMutation({
    mutationFn: (input: CreateApplicationInput) =>
      target.application ? updateApplication(target.application.id, input) : createApplication(input),
    meta: { errorToast: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.list });
      onDone();
    },
    onError: (error) => {
      // The values stay as typed; the server's field errors go to their fields.
      setFailed(true);
      if (error instanceof ApiError && error.issues.length > 0) {
        setErrors(
          Object.fromEntries(
            error.issues.map((issue) => [
              fieldOf(issue.path),
              t("validation.invalid", { field: label(fieldOf(issue.path)) }),
            ]),
          ),
        );
      }
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const parsed = CreateApplicationInputSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => {
            const field = fieldOf(issue.path.join("."));
            return [field, issueMessage(issue, label(field))];
          }),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const text = (
    key: Exclude<keyof FormValues, "contacts">,
    type = "text",
    extra: Record<string, unknown> = {},
  ) => (
    <Field label={label(key)} error={errors[key]}>
      {(control) => <Input {...control} type={type} value={values[key]} onChange={set(key)} {...extra} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("company", "text", { autoComplete: "organization" })}
        {text("role")}
        {text("url", "url")}
        {text("location")}
        <Field label={label("status")} error={errors.status}>
          {(control) => (
            <NativeSelect {...control} value={values.status} onChange={set("status")}>
              {applicationStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`applications.status.${status}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {values.status === "closed" && (
          <Field label={label("closedReason")} error={errors.closedReason}>
            {(control) => (
              <NativeSelect {...control} value={values.closedReason} onChange={set("closedReason")}>
                <option value="">—</option>
                {closedReasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`applications.reason.${reason}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        )}
        <Field label={label("resumeId")} error={errors.resumeId}>
          {(control) => (
            <NativeSelect {...control} value={values.resumeId} onChange={set("resumeId")}>
              <option value="">{t("applications.fields.noResume")}</option>
              {resumes.data?.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t("applications.fields.salary")}</legend>
        {text("salaryMin", "number", { min: 0, inputMode: "numeric" })}
        {text("salaryMax", "number", { min: 0, inputMode: "numeric" })}
        {text("currency", "text", { maxLength: 3, placeholder: "EUR", autoCapitalize: "characters" })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t("applications.fields.nextStep")}</legend>
        {text("nextStepTitle")}
        {text("nextStepDay", "date")}
        {text("nextStepTime", "time")}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{label("contacts")}</legend>
        {values.contacts.map((contact, index) => (
          <div
            key={contact.key}
            className="grid items-end gap-2 rounded-lg border p-2 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]"
          >
            {(["name", "role", "email", "phone"] as const).map((part) => (
              <Field key={part} label={part === "role" ? label("role") : t(`applications.contacts.${part}`)}>
                {(control) => (
                  <Input
                    {...control}
                    type={part === "email" ? "email" : part === "phone" ? "tel" : "text"}
                    value={contact[part]}
                    onChange={(event) =>
                      setContacts((contacts) =>
                        contacts.map((item, at) =>
                          at === index ? { ...item, [part]: event.target.value } : item,
                        ),
                      )
                    }
                  />
                )}
              </Field>
            ))}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("applications.contacts.remove")}
              onClick={() => setContacts((contacts) => contacts.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <p aria-live="polite" className="text-sm text-destructive empty:hidden">
          {errors.contacts}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            setContacts((contacts) => [
              ...contacts,
              { key: crypto.randomUUID(), name: "", role: "", email: "", phone: "" },
            ])
          }
        >
          <UserPlus aria-hidden />
          {t("applications.contacts.add")}
        </Button>
      </fieldset>
      <Field label={label("notes")} error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.notes}
            onChange={set("notes")}
            className="rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
          />
        )}
      </Field>
      <Field label={label("jobDescription")} error={errors.jobDescription}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.jobDescription}
            onChange={set("jobDescription")}
            className="rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
          />
        )}
      </Field>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {failed ? t("applications.form.failed") : ""}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("applications.form.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t("applications.form.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
