import { fromCustomLayoutId, removeCustomSection, resolveSectionRef } from "@vitae/schema";
import {
  ArrowDownWideNarrow,
  Columns3,
  EllipsisVertical,
  Eraser,
  Eye,
  EyeOff,
  Pencil,
  RotateCcw,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useBuilderStore } from "../../../store/builder-store";
import {
  clearItems,
  hasDates,
  renameSection,
  renameSummary,
  resetSectionName,
  resetSummaryName,
  sectionOf,
  setSectionBreak,
  setSectionColumns,
  setSectionVisible,
  sortItemsByDate,
} from "../../../store/section-edits";
import { renamedIn, useBuilderLanguageStore } from "../../../translations/builder-language";
import { ConfirmDialog } from "../../confirm-dialog";
import { RenameDialog } from "./rename-dialog";

type Dialogs = "rename" | "clear" | "remove" | null;

/**
 * A section's settings: show/hide, rename, reset name, where pages break (start on a new page, keep together),
 * columns 1–5, sort by date, clear all items and, for a custom section, remove it. `sectionRef` "summary" offers
 * rename, reset and the page breaks only. Each is one undo step.
 */
export function SectionMenu({ sectionRef, name }: { sectionRef: string; name: string }) {
  const { t } = useTranslation();
  const update = useBuilderStore((state) => state.update);
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const section = useBuilderStore((state) => (state.data ? sectionOf(state.data, sectionRef) : undefined));
  const breaks = useBuilderStore((state) => {
    const resolved = state.data ? resolveSectionRef(state.data, sectionRef) : null;
    return resolved === null
      ? null
      : `${resolved.section.pageBreakBefore ? 1 : 0}${resolved.section.keepTogether ? 1 : 0}`;
  });
  const [dialog, setDialog] = useState<Dialogs>(null);
  const isSummary = sectionRef === "summary";
  const customId = fromCustomLayoutId(sectionRef);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            disabled={locked}
            aria-label={t("builder.sections.menu", { name })}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {section && (
            <DropdownMenuItem
              onSelect={() => update((data) => setSectionVisible(data, sectionRef, !section.visible))}
            >
              {section.visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {section.visible ? t("builder.sections.hide") : t("builder.sections.showAgain")}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDialog("rename")}>
            <Pencil aria-hidden />
            {t("builder.sections.rename")}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              update((data) => (isSummary ? resetSummaryName(data) : resetSectionName(data, sectionRef)))
            }
          >
            <RotateCcw aria-hidden />
            {t("builder.sections.resetName")}
          </DropdownMenuItem>
          {breaks !== null && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuCheckboxItem
                checked={breaks[0] === "1"}
                onCheckedChange={(checked) =>
                  update((data) => setSectionBreak(data, sectionRef, "pageBreakBefore", checked === true))
                }
              >
                {t("builder.sections.startOnNewPage")}
              </DropdownMenuCheckboxItem>
              <DropdownMenuCheckboxItem
                checked={breaks[1] === "1"}
                onCheckedChange={(checked) =>
                  update((data) => setSectionBreak(data, sectionRef, "keepTogether", checked === true))
                }
              >
                {t("builder.sections.keepTogether")}
              </DropdownMenuCheckboxItem>
            </>
          )}
          {section && (
            <>
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>
                  <Columns3 aria-hidden />
                  {t("builder.sections.columns")}
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  <DropdownMenuRadioGroup
                    value={String(section.columns)}
                    onValueChange={(value) =>
                      update((data) => setSectionColumns(data, sectionRef, Number(value)))
                    }
                  >
                    {[1, 2, 3, 4, 5].map((count) => (
                      <DropdownMenuRadioItem key={count} value={String(count)}>
                        {t("builder.sections.columnCount", { count })}
                      </DropdownMenuRadioItem>
                    ))}
                  </DropdownMenuRadioGroup>
                </DropdownMenuSubContent>
              </DropdownMenuSub>
              {hasDates(section) && (
                <DropdownMenuItem onSelect={() => update((data) => sortItemsByDate(data, sectionRef))}>
                  <ArrowDownWideNarrow aria-hidden />
                  {t("builder.sections.sortByDate")}
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem disabled={section.items.length === 0} onSelect={() => setDialog("clear")}>
                <Eraser aria-hidden />
                {t("builder.sections.clear")}
              </DropdownMenuItem>
              {customId !== null && (
                <DropdownMenuItem onSelect={() => setDialog("remove")}>
                  <Trash2 aria-hidden />
                  {t("builder.sections.remove")}
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <RenameDialog
        open={dialog === "rename"}
        onOpenChange={(open) => setDialog(open ? "rename" : null)}
        name={name}
        onRename={(next) =>
          update((data) =>
            renamedIn(data, useBuilderLanguageStore.getState().language, sectionRef, next, (source) =>
              isSummary ? renameSummary(source, next) : renameSection(source, sectionRef, next),
            ),
          )
        }
      />
      <ConfirmDialog
        open={dialog === "clear"}
        onOpenChange={(open) => setDialog(open ? "clear" : null)}
        title={t("builder.sections.clearTitle", { name })}
        description={t("builder.sections.clearDescription", { count: section?.items.length ?? 0 })}
        confirm={t("builder.sections.clear")}
        onConfirm={() => update((data) => clearItems(data, sectionRef))}
      />
      {customId !== null && (
        <ConfirmDialog
          open={dialog === "remove"}
          onOpenChange={(open) => setDialog(open ? "remove" : null)}
          title={t("builder.sections.removeTitle", { name })}
          description={t("builder.sections.removeDescription")}
          confirm={t("builder.sections.remove")}
          onConfirm={() => update((data) => removeCustomSection(data, customId))}
        />
      )}
    </>
  );
}
