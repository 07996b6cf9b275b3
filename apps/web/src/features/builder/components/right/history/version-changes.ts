import type { VersionChange } from "@vitae/schema";
import type { TFunction } from "i18next";

/** "Experience: 2 items edited", one phrase per kind of change, in the interface language. */
export function describeVersionChanges(changes: readonly VersionChange[], t: TFunction): string[] {
  return changes.flatMap((change): string[] => {
    if (change.area !== "section") return [t(`builder.history.changes.${change.area}`)];
    const section = change.name ?? change.section ?? "";
    const phrases: string[] = [];
    if (change.section === "summary" && change.edited > 0) {
      phrases.push(t("builder.history.changes.text", { section }));
    } else {
      if (change.added > 0)
        phrases.push(t("builder.history.changes.added", { section, count: change.added }));
      if (change.removed > 0)
        phrases.push(t("builder.history.changes.removed", { section, count: change.removed }));
      if (change.edited > 0)
        phrases.push(t("builder.history.changes.edited", { section, count: change.edited }));
    }
    if (change.settings && phrases.length === 0)
      phrases.push(t("builder.history.changes.settings", { section }));
    return phrases;
  });
}

/** A version's moment, absolute (versions are compared by when they were, not how long ago). */
export function formatVersionTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
