import { itemSectionKeys } from "@vitae/schema";
import { ListTree } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBuilderStore } from "../../store/builder-store";
import { PanelSection } from "../panel-section";
import { type SectionVisiblePath, VisibilityToggle } from "./visibility-toggle";

type Row = { path: SectionVisiblePath; key: string; name: string; count: number };

/** The list sections in spec order, then the custom ones, as the rows the panel shows. */
function useSectionRows(): Row[] {
  const sections = useBuilderStore((state) => state.data?.sections);
  return useMemo(() => {
    if (!sections) return [];
    const builtIn = itemSectionKeys.map((key): Row => {
      const section = sections[key];
      return { path: `sections.${key}.visible`, key, name: section.name, count: section.items.length };
    });
    const custom = Object.values(sections.custom).map(
      (section): Row => ({
        path: `sections.custom.${section.id}.visible`,
        key: `custom.${section.id}`,
        name: section.name,
        count: section.items.length,
      }),
    );
    return [...builtIn, ...custom];
  }, [sections]);
}

/**
 * Spec §2 left panel after basics and summary: every list section (education … references), then the
 * custom sections, each with its item count and a show/hide switch. Editing items comes with the item
 * dialogs.
 */
export function SectionRows() {
  const { t } = useTranslation();
  const rows = useSectionRows();
  return (
    <PanelSection icon={ListTree} title={t("builder.sections.title")}>
      <p className="text-sm text-muted-foreground">{t("builder.sections.description")}</p>
      <ul aria-label={t("builder.sections.title")} className="grid divide-y rounded-lg border">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 px-3 py-2.5">
            <div className="grid min-w-0 flex-1">
              <span className="truncate text-sm font-medium">{row.name}</span>
              <span className="text-xs text-muted-foreground">
                {t("builder.sections.items", { count: row.count })}
              </span>
            </div>
            <VisibilityToggle path={row.path} name={row.name} />
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
