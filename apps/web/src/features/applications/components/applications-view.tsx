import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Application, ApplicationImportReport, ApplicationStatus } from "@vitae/schema";
import { Calendar, ChartColumn, Download, Kanban, Plus, Table2, Upload } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  applicationKeys,
  applicationsQuery,
  deleteApplication,
  exportCsvUrl,
  importApplications,
  updateApplication,
} from "../api/applications";
import { ApplicationFormDialog, type FormTarget } from "./application-form";
import { ApplicationsBoard } from "./applications-board";
import { ApplicationsCalendar } from "./applications-calendar";
import { ApplicationsTable } from "./applications-table";

const ApplicationsInsights = lazy(() => import("./applications-insights"));

const views = [
  { id: "table", icon: Table2 },
  { id: "board", icon: Kanban },
  { id: "calendar", icon: Calendar },
  { id: "insights", icon: ChartColumn },
] as const;
type View = (typeof views)[number]["id"];

function ImportReport({ report, onClose }: { report: ApplicationImportReport; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="status" className="grid gap-2 rounded-xl border p-4 text-sm">
      <p className="font-medium">
        {t("applications.importReport.summary", { imported: report.imported, failed: report.failed.length })}
      </p>
      {report.failed.length > 0 && (
        <ul className="grid gap-1 text-muted-foreground">
          {report.failed.map((failure) => (
            <li key={failure.row}>
              {t("applications.importReport.row", {
                row: failure.row,
                fields: failure.issues.map((issue) => issue.path).join(", "),
              })}
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onClose}>
        {t("common.close")}
      </Button>
    </section>
  );
}

/** Dashboard → Applications: the jobs applied to, as a table, a board, a calendar and insights. */
export function ApplicationsView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const applications = useQuery(applicationsQuery());
  const [params, setParams] = useSearchParams();
  const view: View = views.some((entry) => entry.id === params.get("view"))
    ? (params.get("view") as View)
    : "table";
  const [form, setForm] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const [report, setReport] = useState<ApplicationImportReport | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationKeys.list });

  const move = useMutation({
    mutationFn: ({ application, status }: { application: Application; status: ApplicationStatus }) =>
      updateApplication(application.id, { status }),
    meta: { errorToast: false },
    // The card moves at once; a refusal puts it back.
    onMutate: ({ application, status }) => {
      queryClient.setQueryData(applicationKeys.list, (list: Application[] | undefined) =>
        list?.map((item) => (item.id === application.id ? { ...item, status } : item)),
      );
    },
    onError: () => toast({ variant: "error", title: t("applications.board.moveFailed") }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (application: Application) => deleteApplication(application.id),
    onSuccess: () => {
      setDeleting(null);
      void refresh();
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) => importApplications(await file.text()),
    meta: { errorToast: false },
    onSuccess: (result) => {
      setReport(result);
      void refresh();
    },
    onError: () => toast({ variant: "error", title: t("applications.importFailed") }),
  });
  const onMove = (application: Application, status: ApplicationStatus) =>
    // Closing needs a reason: the form asks for it.
    status === "closed" ? setForm({ application, status }) : move.mutate({ application, status });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("applications.title")}</h1>
          <p className="text-muted-foreground">{t("applications.description")}</p>
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          <Button onClick={() => setForm({})}>
            <Plus aria-hidden />
            {t("applications.new")}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            <Upload aria-hidden />
            {t("applications.import")}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file !== undefined) upload.mutate(file);
              event.target.value = "";
            }}
          />
          <Button variant="outline" asChild>
            <a href={exportCsvUrl} download>
              <Download aria-hidden />
              {t("applications.export")}
            </a>
          </Button>
        </div>
      </div>
      {report !== null && <ImportReport report={report} onClose={() => setReport(null)} />}
      <nav aria-label={t("applications.views.label")} className="flex gap-1 overflow-x-auto border-b">
        {views.map(({ id, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-current={view === id ? "page" : undefined}
            onClick={() => setParams(id === "table" ? {} : { view: id }, { replace: true })}
            className={cn(
              "-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-2 py-2 sm:px-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
              view === id && "border-primary text-foreground",
            )}
          >
            <Icon aria-hidden className="size-4 max-sm:hidden" />
            {t(`applications.views.${id}`)}
          </button>
        ))}
      </nav>
      {applications.isPending && <p className="text-sm text-muted-foreground">{t("applications.loading")}</p>}
      {applications.isError && <p className="text-sm text-destructive">{t("applications.loadError")}</p>}
      {applications.isSuccess && applications.data.length === 0 && view !== "insights" && (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {t("applications.empty")}
        </p>
      )}
      {applications.isSuccess && (applications.data.length > 0 || view === "calendar") && (
        <>
          {view === "table" && (
            <ApplicationsTable
              applications={applications.data}
              onOpen={(application) => setForm({ application })}
              onDelete={setDeleting}
            />
          )}
          {view === "board" && (
            <ApplicationsBoard
              applications={applications.data}
              onMove={onMove}
              onOpen={(application) => setForm({ application })}
            />
          )}
          {view === "calendar" && <ApplicationsCalendar applications={applications.data} />}
        </>
      )}
      {view === "insights" && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t("applications.loading")}</p>}>
          <ApplicationsInsights />
        </Suspense>
      )}
      <ApplicationFormDialog target={form} onClose={() => setForm(null)} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <div className="flex flex-col gap-1.5">
            <AlertDialogTitle>
              {t("applications.deleteDialog.title", { company: deleting?.company ?? "" })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t("applications.deleteDialog.description")}</AlertDialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">{t("applications.form.cancel")}</Button>
            </AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting !== null && remove.mutate(deleting)}
            >
              {t("applications.deleteDialog.confirm")}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
