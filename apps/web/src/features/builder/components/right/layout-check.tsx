import { useQuery } from "@tanstack/react-query";
import { fitPageCounts, type LayoutCheck, type LayoutFix } from "@vitae/schema";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { layoutCheckQuery } from "../../api/get-layout-check";
import { useFitPages } from "../../hooks/use-fit-pages";
import { type DataPath, useBuilderStore } from "../../store/builder-store";

/** The switches a fix names by their own label; any other value is a plain "Fix". */
const fixLabel = (path: string): "pageBreakBefore" | "keepTogether" | "set" =>
  path.endsWith(".pageBreakBefore")
    ? "pageBreakBefore"
    : path.endsWith(".keepTogether")
      ? "keepTogether"
      : "set";

/** A finding's one-click fix: fit to the target on the preview, or set the one value it names. */
function FixButton({ fix, onFit }: { fix: LayoutFix; onFit: (pages: number) => void }) {
  const { t } = useTranslation();
  const setValue = useBuilderStore((state) => state.setValue);
  if (fix.kind === "fit")
    return (
      <Button variant="outline" size="sm" onClick={() => onFit(fix.pages)}>
        {t("builder.page.fit.button", { pages: fix.pages })}
      </Button>
    );
  return (
    <Button variant="outline" size="sm" onClick={() => setValue(fix.path as DataPath, fix.value as never)}>
      {t(`builder.machine.layout.fixes.${fixLabel(fix.path)}`)}
    </Button>
  );
}

function Finding({ check, onFit }: { check: LayoutCheck; onFit: (pages: number) => void }) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { style: "long", type: "conjunction" });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { values } = check;
  const text = t(`builder.machine.layout.checks.${check.id}`, {
    pages: values.pages,
    target: values.target,
    size: values.size === undefined ? "" : number.format(values.size),
    margin: values.margin === undefined ? "" : number.format(values.margin),
    ratio: values.ratio === undefined ? "" : number.format(values.ratio),
    items: list.format(values.items ?? []),
  });
  return (
    <li className="flex flex-wrap items-start gap-2 text-sm">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span className="min-w-0 flex-1">
        <span className="sr-only">{t("builder.machine.toFix")}</span>
        {text}
      </span>
      {check.fix === undefined ? null : <FixButton fix={check.fix} onFit={onFit} />}
    </li>
  );
}

function Findings({ id, updatedAt, target }: { id: string; updatedAt: string; target: number }) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useQuery(layoutCheckQuery(id, updatedAt, target));
  const { fit } = useFitPages();
  if (error)
    return (
      <p className="text-sm text-destructive">
        {t("builder.machine.layout.error", { message: error.message })}
      </p>
    );
  if (!data) return <p className="text-sm text-muted-foreground">{t("builder.machine.layout.checking")}</p>;
  const failed = data.checks.filter((check) => !check.passed);
  return (
    <div className="grid gap-2" aria-busy={isFetching}>
      {failed.length === 0 ? (
        <p className="flex gap-2 text-sm" aria-live="polite">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {t("builder.machine.layout.allPassed")}
        </p>
      ) : (
        <ul className="grid gap-2" aria-live="polite">
          {failed.map((check) => (
            <Finding key={check.id} check={check} onFit={(pages) => void fit(pages)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "As a machine reads it" → Layout: the printed PDF checked for a page target (pages over it, a heading last on
 * a sheet, an item split across two, small text, narrow margins, text off the sheet, low contrast, images without
 * alt text, contact details that are not text), each finding with its fix one click away.
 */
export function LayoutCheckPart({ id, updatedAt }: { id: string; updatedAt: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const targetId = useId();
  const [target, setTarget] = useState(2);
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-layout-check="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {t("builder.machine.layout.title")}
        </h3>
        <label htmlFor={targetId} className="flex items-center gap-2 text-sm">
          {t("builder.machine.layout.target")}
          <NativeSelect
            id={targetId}
            className="w-16"
            value={target}
            onChange={(event) => setTarget(Number(event.target.value))}
          >
            {fitPageCounts.map((pages) => (
              <option key={pages} value={pages}>
                {pages}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <Findings id={id} updatedAt={updatedAt} target={target} />
    </section>
  );
}
