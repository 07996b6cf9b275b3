import { type Application, applicationStatuses } from "@vitae/schema";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";

type Column = "company" | "role" | "status" | "nextStep" | "updatedAt";
const columns: Column[] = ["company", "role", "status", "nextStep", "updatedAt"];

const sortValue = (application: Application, column: Column): string | number => {
  if (column === "status") return applicationStatuses.indexOf(application.status);
  if (column === "nextStep") return application.nextStep?.date ?? "\uffff";
  return column === "updatedAt" ? application.updatedAt : application[column].toLocaleLowerCase();
};

/** The applications that match a search (company, role, location, notes) and a status, sorted by a column. */
export const visibleApplications = (
  applications: Application[],
  { search, status, sort }: { search: string; status: string; sort: { column: Column; descending: boolean } },
): Application[] => {
  const needle = search.trim().toLocaleLowerCase();
  return applications
    .filter((application) => status === "" || application.status === status)
    .filter(
      (application) =>
        needle === "" ||
        [application.company, application.role, application.location, application.notes].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => {
      const [x, y] = [sortValue(a, sort.column), sortValue(b, sort.column)];
      const order = x < y ? -1 : x > y ? 1 : 0;
      return sort.descending ? -order : order;
    });
};

export function ApplicationsTable({
  applications,
  onOpen,
  onDelete,
}: {
  applications: Application[];
  onOpen: (application: Application) => void;
  onDelete: (application: Application) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: "updatedAt",
    descending: true,
  });
  const rows = visibleApplications(applications, { search, status, sort });
  const dateText = (date: string) =>
    new Intl.DateTimeFormat(
      i18n.language,
      date.includes("T")
        ? { dateStyle: "medium", timeStyle: "short" }
        : { dateStyle: "medium", timeZone: "UTC" },
    ).format(new Date(date.includes("T") ? date : `${date}T00:00:00Z`));
  const toggle = (column: Column) =>
    setSort((current) => ({ column, descending: current.column === column ? !current.descending : false }));

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          type="search"
          aria-label={t("applications.table.search")}
          placeholder={t("applications.table.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-xs"
        />
        <NativeSelect
          aria-label={t("applications.fields.status")}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="sm:max-w-48"
        >
          <option value="">{t("applications.table.allStatuses")}</option>
          {applicationStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`applications.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Positioned, so the cells' visually hidden labels scroll inside it instead of widening the page. */}
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-start">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2 text-start font-medium"
                  aria-sort={
                    sort.column === column ? (sort.descending ? "descending" : "ascending") : undefined
                  }
                >
                  <button
                    type="button"
                    onClick={() => toggle(column)}
                    className="inline-flex items-center gap-1 whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {t(
                      column === "updatedAt" ? "applications.table.updated" : `applications.fields.${column}`,
                    )}
                    {sort.column === column &&
                      (sort.descending ? (
                        <ArrowDown aria-hidden className="size-3" />
                      ) : (
                        <ArrowUp aria-hidden className="size-3" />
                      ))}
                  </button>
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("applications.table.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((application) => (
              <tr key={application.id} className="border-t">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {application.url === "" ? (
                    application.company
                  ) : (
                    <a
                      href={application.url}
                      target="_blank"
                      rel="noreferrer"
                      className="underline-offset-4 hover:underline"
                    >
                      {application.company}
                    </a>
                  )}
                </th>
                <td className="px-3 py-2">{application.role}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {t(`applications.status.${application.status}`)}
                  {application.closedReason !== null &&
                    ` · ${t(`applications.reason.${application.closedReason}`)}`}
                </td>
                <td className="px-3 py-2">
                  {application.nextStep !== null && (
                    <>
                      {application.nextStep.title}
                      <span className="block text-xs text-muted-foreground">
                        {dateText(application.nextStep.date)}
                      </span>
                    </>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                  {dateText(application.updatedAt)}
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("applications.table.edit", { company: application.company })}
                      onClick={() => onOpen(application)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("applications.table.delete", { company: application.company })}
                      onClick={() => onDelete(application)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="p-4 text-sm text-muted-foreground">{t("applications.table.none")}</p>
        )}
      </div>
    </div>
  );
}
