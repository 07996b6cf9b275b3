import { type FitChange, fitPageCounts } from "@vitae/schema";
import { Undo2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type FitState, useFitPages } from "../../hooks/use-fit-pages";
import { useBuilderStore } from "../../store/builder-store";

/** "spacing 150 → 80 %, line height 1.9 → 1.35": each change in the reader's number format. */
function useChangesText(): (changes: FitChange[]) => string {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(i18n.language, { style: "long", type: "unit" });
  return (changes) =>
    list.format(
      changes.map(({ setting, from, to }) =>
        t(`builder.page.fit.changes.${setting}`, { from: number.format(from), to: number.format(to) }),
      ),
    );
}

function FitMessage({ state }: { state: FitState }) {
  const { t, i18n } = useTranslation();
  const changesText = useChangesText();
  const list = new Intl.ListFormat(i18n.language, { style: "long", type: "unit" });
  switch (state.kind) {
    case "idle":
      return null;
    case "fitting":
      return (
        <span className="inline-flex items-center gap-2">
          <Spinner />
          {t("builder.page.fit.fitting")}
        </span>
      );
    case "fitted":
      return t("builder.page.fit.fitted", { pages: state.pages, changes: changesText(state.changes) });
    case "fits":
      return t("builder.page.fit.alreadyFits", { pages: state.pages });
    case "too-long":
      return (
        <>
          {t("builder.page.fit.tooLong", { pages: state.pages, lines: state.leftover.lines })}{" "}
          {t("builder.page.fit.longest", {
            sections: list.format(
              state.leftover.longestSections.map((section) =>
                t("builder.page.fit.sectionLines", {
                  name: section.name || section.id,
                  lines: section.lines,
                }),
              ),
            ),
          })}
        </>
      );
    case "undone":
      return t("builder.page.fit.undone");
    case "failed":
      return t("builder.page.fit.failed");
  }
}

/**
 * Builder → Page: "Fit to 1 | 2 | 3 pages" on the preview's layout, then what changed (with Undo), that it
 * already fitted, or how much is left over and the longest sections.
 */
export function FitPages() {
  const { t } = useTranslation();
  const labelId = useId();
  const { state, fit, canUndo, undoFit } = useFitPages();
  const data = useBuilderStore((store) => store.data);
  const locked = useBuilderStore((store) => store.resume?.locked ?? true);
  const busy = state.kind === "fitting";

  return (
    <div className="space-y-2" data-fit-pages="">
      <div className="flex flex-wrap items-center gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t("builder.page.fit.label")}
        </span>
        <fieldset aria-labelledby={labelId} className="flex gap-1">
          {fitPageCounts.map((pages) => (
            <Button
              key={pages}
              variant="outline"
              size="sm"
              className="min-w-9"
              disabled={busy || locked}
              aria-label={t("builder.page.fit.button", { pages })}
              onClick={() => void fit(pages)}
            >
              {pages}
            </Button>
          ))}
        </fieldset>
      </div>
      <div role="status" className="text-sm text-muted-foreground empty:hidden">
        <FitMessage state={state} />
      </div>
      {canUndo(data) ? (
        <Button variant="outline" size="sm" onClick={undoFit}>
          <Undo2 aria-hidden />
          {t("builder.page.fit.undo")}
        </Button>
      ) : null}
    </div>
  );
}
