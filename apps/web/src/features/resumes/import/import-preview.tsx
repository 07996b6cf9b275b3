import type { ImportIssue, ImportResult } from "@vitae/importers";
import { type ItemKind, itemHeading, itemSectionKeys } from "@vitae/schema";
import { FileCheck2, ScanText } from "lucide-react";
import { useTranslation } from "react-i18next";

type SectionSummary = { name: string; count: number; titles: string[] };

/** Each section with items: its name, how many, and the first items' titles (what a recogniser made of them). */
const sectionsOf = ({ sections }: ImportResult["data"]): SectionSummary[] => {
  const summary = (kind: ItemKind, name: string, items: readonly object[]): SectionSummary => ({
    name,
    count: items.length,
    titles: items
      .slice(0, 3)
      .map((item) => itemHeading(kind, item).title.join(" "))
      .filter((title) => title !== ""),
  });
  return [
    ...itemSectionKeys.map((key) => summary(key, sections[key].name, sections[key].items)),
    ...Object.values(sections.custom).map((section) => summary("custom", section.name, section.items)),
  ].filter(({ count }) => count > 0);
};

/**
 * What will be imported: the name, how many items each section gets (for a recognised document also the first
 * items' titles, and whether it was restored exactly), and what could not be carried over.
 */
export function ImportPreview({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const { basics } = result.data;
  const sections = sectionsOf(result.data);
  const recognition = result.recognition;
  // The recogniser appends "Imported text" last, when some text fit no section.
  const importedText =
    recognition?.restored === false && recognition.importedText
      ? Object.values(result.data.sections.custom).at(-1)?.name
      : undefined;
  return (
    <div className="grid gap-3 text-sm" data-testid="import-preview">
      {recognition !== undefined ? (
        <p
          className="flex items-start gap-2 rounded-md border bg-muted/50 p-2"
          data-testid="import-recognition"
        >
          {recognition.restored ? (
            <FileCheck2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          ) : (
            <ScanText className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <span>
            {t(recognition.restored ? "resumes.import.restored" : "resumes.import.recognised")}
            {importedText !== undefined ? (
              <> {t("resumes.import.importedText", { name: importedText })}</>
            ) : null}
          </span>
        </p>
      ) : null}
      <p>
        <span className="font-medium">{basics.name || t("resumes.import.noName")}</span>
        {basics.headline ? <span className="text-muted-foreground"> · {basics.headline}</span> : null}
      </p>
      {sections.length === 0 ? (
        <p className="text-muted-foreground">{t("resumes.import.noItems")}</p>
      ) : recognition?.restored === false ? (
        <ul
          className="grid max-h-56 gap-1 overflow-y-auto"
          aria-label={t("resumes.import.countsLabel")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when long, so a keyboard must reach it
          tabIndex={0}
        >
          {sections.map(({ name, count, titles }) => (
            <li key={name} className="rounded-md border px-2 py-1">
              <span className="font-medium">
                {name}: {count}
              </span>
              {titles.length > 0 ? (
                <span className="block truncate text-muted-foreground text-xs">{titles.join(" · ")}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("resumes.import.countsLabel")}>
          {sections.map(({ name, count }) => (
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
