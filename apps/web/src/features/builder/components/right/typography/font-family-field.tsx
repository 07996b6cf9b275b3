import { useQuery } from "@tanstack/react-query";
import { defaultFontSubset, defaultFontVariants, type FontCatalogueEntry } from "@vitae/schema";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { Combobox } from "@/components/ui/combobox";
import { Label } from "@/components/ui/label";
import { fontCatalogueQuery } from "../../../api/get-font-catalogue";
import { useResumeField } from "../../../hooks/use-resume-field";
import { fontGroups, primaryScript, quickPickCatalogue, scriptName } from "./font-groups";
import { FontSubsetField, FontVariantsField } from "./font-options-fields";

/**
 * The font family as a searchable catalogue grouped by script, then the chosen family's subset and variants.
 * Choosing a family resets its subset and variants, in the same undo step.
 */
export function FontFamilyField() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [font, setFont] = useResumeField("metadata.typography.font");
  const loaded = useQuery(fontCatalogueQuery()).data;
  const catalogue = loaded ?? quickPickCatalogue;
  const locale = i18n.language;
  // Subsets and variants only from the real catalogue: the quick-pick stand-in knows neither.
  const entry = loaded?.find((item) => item.family.toLowerCase() === font.family.trim().toLowerCase());

  const groupsFor = useCallback(
    (query: string) =>
      fontGroups(catalogue, query, {
        locale,
        current: font.family,
        quickPicksLabel: t("builder.typography.quickPicks"),
        unlistedLabel: t("builder.typography.unlisted"),
      }),
    [catalogue, locale, font.family, t],
  );

  // The list separators of the interface language ("Latin, Cyrillic"; "اللاتينية، السيريلية").
  const scriptsOf = (item: FontCatalogueEntry) =>
    new Intl.ListFormat(locale, { style: "short", type: "unit" }).format(
      item.scripts.map((script) => scriptName(script, locale)),
    );

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("builder.typography.family")}</Label>
        <Combobox<FontCatalogueEntry>
          id={id}
          label={t("builder.typography.family")}
          triggerLabel={`${t("builder.typography.family")}: ${font.family}`}
          trigger={<span className="min-w-0 flex-1 truncate">{font.family}</span>}
          searchLabel={t("builder.typography.search")}
          groupsFor={groupsFor}
          optionKey={(item) => `${primaryScript(item)}-${item.id}`}
          isSelected={(item) => item.family.toLowerCase() === font.family.trim().toLowerCase()}
          renderOption={(item) => (
            <span className="grid min-w-0 flex-1">
              <span className="truncate">{item.family}</span>
              {item.scripts.length > 0 && (
                <span className="truncate text-xs text-muted-foreground">{scriptsOf(item)}</span>
              )}
            </span>
          )}
          noResults={(query) => t("builder.typography.noResults", { query })}
          onChoose={(item) =>
            setFont({
              ...font,
              family: item.family,
              subset: defaultFontSubset,
              variants: [...defaultFontVariants],
            })
          }
          popupClassName="w-80"
        />
        <p className="text-xs text-muted-foreground">{t("builder.typography.offline")}</p>
      </div>
      {entry !== undefined && entry.subsets.length > 0 && (
        <>
          <FontSubsetField subsets={entry.subsets} />
          <FontVariantsField variants={entry.variants} />
        </>
      )}
    </>
  );
}
