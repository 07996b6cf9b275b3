import { useQuery } from "@tanstack/react-query";
import type { MachineCheck } from "@vitae/schema";
import { CircleAlert, CircleCheck, ScanText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatFileSize } from "@/lib/file-size";
import { machineReadingQuery } from "../../api/get-machine-reading";
import { useBuilderStore } from "../../store/builder-store";
import { useEditedLanguage } from "../../translations/builder-language";
import { PanelSection } from "../panel-section";
import { LayoutCheckPart } from "./layout-check";
import { machineCheckValues } from "./machine-check-values";

function CheckRow({ check }: { check: MachineCheck }) {
  const { t, i18n } = useTranslation();
  const values = machineCheckValues(check, i18n.language);
  const Icon = check.passed ? CircleCheck : CircleAlert;
  return (
    <li className="flex gap-2 text-sm">
      <Icon
        aria-hidden
        className={
          check.passed ? "mt-0.5 size-4 shrink-0 text-emerald-600" : "mt-0.5 size-4 shrink-0 text-amber-600"
        }
      />
      <span>
        <span className="sr-only">
          {check.passed ? t("builder.machine.passed") : t("builder.machine.toFix")}
        </span>
        {check.passed
          ? t(`builder.machine.checks.${check.id}.ok`)
          : t(`builder.machine.checks.${check.id}.fix`, values)}
      </span>
    </li>
  );
}

function Reading({ id, updatedAt }: { id: string; updatedAt: string }) {
  const { t, i18n } = useTranslation();
  const size = (bytes: number) => formatFileSize(i18n.language, bytes);
  const textId = useId();
  // The PDF of the language the builder shows.
  const language = useEditedLanguage() ?? undefined;
  const { data, error, isFetching } = useQuery(machineReadingQuery(id, updatedAt, language));
  if (error)
    return (
      <p className="text-sm text-destructive">{t("builder.machine.error", { message: error.message })}</p>
    );
  if (!data) return <p className="text-sm text-muted-foreground">{t("builder.machine.loading")}</p>;
  const failed = data.checks.filter((check) => !check.passed);
  return (
    <div className="grid gap-4" aria-busy={isFetching}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {failed.length === 0 ? t("builder.machine.allPassed") : t("builder.machine.someFailed")}
        {" · "}
        {t("builder.machine.facts", { pages: data.pages, size: size(data.bytes) })}
      </p>
      <ul className="grid gap-2">
        {[...failed, ...data.checks.filter((check) => check.passed)].map((check) => (
          <CheckRow key={check.id} check={check} />
        ))}
      </ul>
      <div className="grid gap-1.5">
        <h3 id={textId} className="text-sm font-medium">
          {t("builder.machine.text")}
        </h3>
        <section
          aria-labelledby={textId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="max-h-72 overflow-auto rounded-md border bg-muted/40 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <pre className="whitespace-pre-wrap font-mono text-xs" data-testid="machine-text">
            {data.text.replaceAll("\f", "\n\n")}
          </pre>
        </section>
      </div>
    </div>
  );
}

/**
 * The printed PDF as an applicant-tracking system reads it, with what to fix. Asked for only once
 * opened (printing costs), then again after each save while it stays open.
 */
export function MachineReadingSection() {
  const { t } = useTranslation();
  const resume = useBuilderStore((state) => state.resume);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  if (!resume) return null;
  return (
    <PanelSection
      icon={ScanText}
      title={t("builder.machine.title")}
      action={
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {open ? t("builder.machine.hide") : t("builder.machine.show")}
        </Button>
      }
    >
      <div id={contentId} className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("builder.machine.description")}</p>
        {open ? <Reading id={resume.id} updatedAt={resume.updatedAt} /> : null}
        {open ? <LayoutCheckPart id={resume.id} updatedAt={resume.updatedAt} /> : null}
      </div>
    </PanelSection>
  );
}
