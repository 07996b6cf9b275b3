import type { ItemSectionKey } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Switch } from "@/components/ui/switch";
import { useResumeField } from "../../hooks/use-resume-field";

/** The `visible` flag of a section: summary, a list section or a custom one. */
export type SectionVisiblePath =
  | "sections.summary.visible"
  | `sections.${ItemSectionKey}.visible`
  | `sections.custom.${string}.visible`;

/** Shows or hides a section on the resume; its content is kept either way. */
export function VisibilityToggle({ path, name }: { path: SectionVisiblePath; name: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useResumeField(path);
  return (
    <Switch
      checked={visible}
      onCheckedChange={setVisible}
      aria-label={t("builder.sections.show", { name })}
      title={t("builder.sections.show", { name })}
    />
  );
}
