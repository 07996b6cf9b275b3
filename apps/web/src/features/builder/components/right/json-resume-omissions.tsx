import type { JsonResumeOmissions as Omissions } from "@vitae/importers/json-resume";
import type { ResumeData } from "@vitae/schema";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBuilderStore } from "../../store/builder-store";

type Compute = typeof import("@vitae/importers/json-resume").jsonResumeOmissions;

/** The export's module (it loads on first use, as the download does), then the list for the resume as it is now. */
function useOmissions(data: ResumeData | null): Omissions | undefined {
  const [omissions, setOmissions] = useState<{ of: Compute }>();
  useEffect(() => {
    let live = true;
    void import("@vitae/importers/json-resume").then((module) => {
      if (live) setOmissions({ of: module.jsonResumeOmissions });
    });
    return () => {
      live = false;
    };
  }, []);
  // Typing stays quick: the list follows the edits when the browser has a moment.
  const deferred = useDeferredValue(data);
  return useMemo(() => (deferred && omissions ? omissions.of(deferred) : undefined), [deferred, omissions]);
}

type Line = { text: string; details?: string[] };

/** The lines of the list, in the order of the resume's concerns: whole sections first, design last. */
function useLines(omissions: Omissions): Line[] {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const key = "builder.export.omitted";
  const sectionName = ({ key: section, name }: Omissions["fields"][number]) =>
    section === "basics" ? t("builder.basics.title") : name || t("builder.sections.untitled");
  const fieldName = (field: string) => t(`builder.itemDialog.fields.${field}`, { defaultValue: field });
  const { customSections, customFields, internships, sectionNames, hidden, fields, formatting } = omissions;
  const lines: (Line | false)[] = [
    customSections.length > 0 && { text: t(`${key}.customSections`, { names: list.format(customSections) }) },
    customFields > 0 && { text: t(`${key}.customFields`, { number: customFields }) },
    internships !== undefined && {
      text: t(`${key}.internships`, { section: internships.section, number: internships.count }),
    },
    sectionNames.length > 0 && { text: t(`${key}.sectionNames`, { names: list.format(sectionNames) }) },
    hidden > 0 && { text: t(`${key}.hidden`, { number: hidden }) },
    fields.length > 0 && {
      text: t(`${key}.fields`),
      details: fields.map(
        (section) => `${sectionName(section)}: ${section.fields.map(fieldName).join(", ")}`,
      ),
    },
    formatting > 0 && { text: t(`${key}.formatting`, { number: formatting }) },
    omissions.notes && { text: t(`${key}.notes`) },
    { text: t(`${key}.design`) },
  ];
  return lines.filter((line) => line !== false);
}

function OmissionList({ omissions }: { omissions: Omissions }) {
  const { t } = useTranslation();
  const lines = useLines(omissions);
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <p id="json-resume-omitted">{t("builder.export.omitted.title")}</p>
      <ul aria-labelledby="json-resume-omitted" className="grid list-disc gap-0.5 ps-4">
        {lines.map(({ text, details }) => (
          <li key={text} className="break-words">
            {text}
            {details && (
              <ul className="list-[circle] ps-4">
                {details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a JSON Resume export of this resume leaves to Vitae alone: other tools will not show it. */
export function JsonResumeOmissions() {
  const data = useBuilderStore((state) => state.data);
  const omissions = useOmissions(data);
  return omissions === undefined ? null : <OmissionList omissions={omissions} />;
}
