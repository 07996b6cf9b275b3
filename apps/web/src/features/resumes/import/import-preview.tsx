import type { ImportIssue, ImportResult } from "@vitae/importers";
import { itemSectionKeys } from "@vitae/schema";
import { useTranslation } from "react-i18next";

/** What will be imported: the name, how many items each section gets, and what could not be carried over. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const { basics, sections } = result.data;
  const counts = [
    ...itemSectionKeys.map((key) => ({ name: sections[key].name, count: sections[key].items.length })),
    ...Object.values(sections.custom).map((section) => ({ name: section.name, count: section.items.length })),
  ].filter(({ count }) => count > 0);
  return (
    <div className="grid gap-3 text-sm" data-testid="import-preview">
      <p>
        <span className="font-medium">{basics.name || t("resumes.import.noName")}</span>
        {basics.headline ? <span className="text-muted-foreground"> · {basics.headline}</span> : null}
      </p>
      {counts.length === 0 ? (
        <p className="text-muted-foreground">{t("resumes.import.noItems")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("resumes.import.countsLabel")}>
          {counts.map(({ name, count }) => (
            <li key={name} className="rounded-md border bg-muted/50 px-2 py-0.5">
              {name}: {count}
            </li>
          ))}
        </ul>
      )}
      {result.warnings.length > 0 ? (
        <details className="rounded-md border p-2" open={result.warnings.length <= 5}>
          <summary className="cursor-pointer font-medium">
            {t("resumes.import.warnings", { count: result.warnings.length })}
          </summary>
          <IssueList issues={result.warnings} />
        </details>
      ) : null}
    </div>
  );
}

export function IssueList({ issues }: { issues: readonly ImportIssue[] }) {
  return (
    <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto text-xs">
      {issues.map((issue, index) => (
        // Paths can repeat (two problems with one field), so the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <li key={index}>
          {issue.path === "" ? null : <code className="me-1 rounded bg-muted px-1">{issue.path}</code>}
          {issue.message}
        </li>
      ))}
    </ul>
  );
}
