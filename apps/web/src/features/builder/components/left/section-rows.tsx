import { addCustomSection, createId, itemSectionKeys, toCustomLayoutId } from "@vitae/schema";
import { ListTree, Plus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "../../store/builder-store";
import { useEditorTarget } from "../../store/editor-target";
import { PanelSection } from "../panel-section";
import { SectionCard } from "./sections/section-card";

/** The list sections in their fixed order, then the custom ones, as section refs ("experience", "custom.<id>"). */
function useSectionRefs(): string[] {
  const customIds = useBuilderStore((state) => Object.keys(state.data?.sections.custom ?? {}).join("\n"));
  return useMemo(
    () => [...itemSectionKeys, ...customIds.split("\n").filter(Boolean).map(toCustomLayoutId)],
    [customIds],
  );
}

/**
 * The left panel after basics and summary: every list section (education … references) with its items, then
 * the custom sections and "Add custom section" (appended to the last page's left column).
 */
export function SectionRows() {
  const { t } = useTranslation();
  const refs = useSectionRefs();
  const update = useBuilderStore((state) => state.update);
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const focusSection = useEditorTarget((state) => state.focusSection);

  const addCustom = () => {
    const id = createId();
    update((data) => addCustomSection(data, { id }));
    focusSection(toCustomLayoutId(id));
  };

  return (
    <PanelSection icon={ListTree} title={t("builder.sections.title")}>
      <p className="text-sm text-muted-foreground">{t("builder.sections.description")}</p>
      <div className="grid gap-3">
        {refs.map((ref) => (
          <SectionCard key={ref} sectionRef={ref} />
        ))}
      </div>
      <Button variant="outline" onClick={addCustom} disabled={locked} className="justify-self-start">
        <Plus aria-hidden />
        {t("builder.sections.addCustom")}
      </Button>
    </PanelSection>
  );
}
