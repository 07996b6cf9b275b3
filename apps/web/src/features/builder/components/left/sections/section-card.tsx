import { createId } from "@vitae/schema";
import { Copy, EllipsisVertical, Eye, EyeOff, GripVertical, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useFocusRequest } from "../../../hooks/use-focus-request";
import { useBuilderStore } from "../../../store/builder-store";
import { useEditorTarget } from "../../../store/editor-target";
import {
  type AnyItem,
  duplicateItem,
  moveItem,
  removeItem,
  sectionOf,
  setItemKeepTogether,
  setItemVisible,
} from "../../../store/section-edits";
import { useShownSectionName } from "../../../translations/builder-language";
import { sectionOverlayPath, sectionSettingsPaths } from "../../../variant-scope";
import { ConfirmDialog } from "../../confirm-dialog";
import { itemKindOf } from "../item-dialog/item-fields";
import { ItemOverrideMarker, OverrideMarker } from "../override-marker";
import { type SectionVisiblePath, VisibilityToggle } from "../visibility-toggle";
import { itemLabels } from "./item-labels";
import { SectionMenu } from "./section-menu";
import { type DragHandleProps, SortableList } from "./sortable-item-list";

/** The DOM id of a section's card in the left panel: `section-experience`, `section-custom-<id>`. */
export const sectionDomId = (ref: string) => `section-${ref.replace(".", "-")}`;

/**
 * One list section in the left panel: its name, show/hide, menu, and its items (title and subtitle, reorder by
 * drag or keyboard, show/hide, duplicate, delete). A click on an item opens its dialog; an empty section invites
 * the first item.
 */
export function SectionCard({ sectionRef }: { sectionRef: string }) {
  const { t } = useTranslation();
  const section = useBuilderStore((state) => (state.data ? sectionOf(state.data, sectionRef) : undefined));
  // The name as it prints in the language being edited.
  const shownName = useShownSectionName(sectionRef, section?.name ?? "");
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const update = useBuilderStore((state) => state.update);
  const openItemDialog = useEditorTarget((state) => state.openItemDialog);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<AnyItem | null>(null);

  // A click on this section's heading in the preview brings the card into view.
  useFocusRequest(sectionRef, headingRef);

  if (!section) return null;
  const kind = itemKindOf(sectionRef);
  const untitled = t("builder.sections.untitled");
  const entries = section.items.map((item) => {
    const { title, subtitle } = itemLabels(kind, item);
    return { id: item.id, label: title || untitled, subtitle, item };
  });
  const visiblePath = `sections.${sectionRef}.visible` as SectionVisiblePath;

  const sectionPath = sectionOverlayPath(sectionRef);
  const renderRow = (entry: (typeof entries)[number], handle: DragHandleProps) => (
    <>
      {renderItem(entry, handle)}
      <ItemOverrideMarker
        sectionPath={sectionPath}
        itemId={entry.id}
        label={entry.label}
        className="ps-8 pt-1"
      />
    </>
  );

  const renderItem = (entry: (typeof entries)[number], handle: DragHandleProps) => (
    <div
      className={cn(
        "flex items-center gap-1 rounded-lg border bg-card py-1 ps-1 pe-1",
        !entry.item.visible && "bg-muted/60",
      )}
    >
      <button
        type="button"
        {...handle}
        disabled={locked}
        aria-label={t("builder.sections.reorder", { item: entry.label })}
        className="cursor-grab touch-none rounded p-1.5 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => openItemDialog({ section: sectionRef, itemId: entry.id })}
        className="grid min-w-0 flex-1 rounded px-1.5 py-1 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        data-item-button={entry.id}
      >
        <span
          className={cn(
            "truncate text-sm font-medium",
            !entry.item.visible && "text-muted-foreground line-through",
          )}
        >
          {entry.label}
        </span>
        {entry.subtitle && <span className="truncate text-xs text-muted-foreground">{entry.subtitle}</span>}
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={locked}
        aria-label={
          entry.item.visible
            ? t("builder.sections.hideItem", { item: entry.label })
            : t("builder.sections.showItem", { item: entry.label })
        }
        onClick={() => update((data) => setItemVisible(data, sectionRef, entry.id, !entry.item.visible))}
      >
        {entry.item.visible ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={locked}
            aria-label={t("builder.sections.itemMenu", { item: entry.label })}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              const id = createId();
              update((data) => duplicateItem(data, sectionRef, entry.id, id));
              openItemDialog({ section: sectionRef, itemId: id });
            }}
          >
            <Copy aria-hidden />
            {t("builder.sections.duplicate")}
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem
            checked={entry.item.keepTogether === true}
            onCheckedChange={(checked) =>
              update((data) => setItemKeepTogether(data, sectionRef, entry.id, checked === true))
            }
          >
            {t("builder.sections.keepTogether")}
          </DropdownMenuCheckboxItem>
          <DropdownMenuItem onSelect={() => setDeleting(entry.item)}>
            <Trash2 aria-hidden />
            {t("builder.sections.delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );

  return (
    <section
      id={sectionDomId(sectionRef)}
      aria-labelledby={`${sectionDomId(sectionRef)}-heading`}
      className="grid scroll-mt-4 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border p-3"
      data-section-card={sectionRef}
    >
      <div className="flex items-center gap-2">
        <h3
          ref={headingRef}
          id={`${sectionDomId(sectionRef)}-heading`}
          tabIndex={-1}
          className={cn(
            "min-w-0 flex-1 truncate text-sm font-semibold outline-none focus-visible:underline",
            !section.visible && "text-muted-foreground",
          )}
        >
          {shownName}
        </h3>
        <span className="shrink-0 text-xs text-muted-foreground">
          {t("builder.sections.items", { count: section.items.length })}
        </span>
        <VisibilityToggle path={visiblePath} name={section.name} />
        <SectionMenu sectionRef={sectionRef} name={shownName} />
      </div>
      <OverrideMarker
        paths={(overlay) => sectionSettingsPaths(overlay, sectionPath)}
        label={`${section.name} › ${t("variants.fields.sectionSettings")}`}
        shown={t("variants.fields.sectionSettings")}
      />
      <OverrideMarker
        paths={[`${sectionPath}.items`]}
        label={`${section.name} › ${t("variants.fields.order")}`}
        shown={t("variants.fields.order")}
      />
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("builder.sections.empty", { name: section.name })}</p>
      ) : (
        <SortableList
          entries={entries}
          label={t("builder.sections.itemsOf", { name: section.name })}
          disabled={locked}
          onMove={(id, overId) => update((data) => moveItem(data, sectionRef, id, overId))}
          renderRow={renderRow}
        />
      )}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={locked}
        onClick={() => openItemDialog({ section: sectionRef })}
      >
        <Plus aria-hidden />
        {entries.length === 0 ? t("builder.sections.addFirst") : t("builder.sections.add")}
        <span className="sr-only">{` — ${section.name}`}</span>
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("builder.sections.deleteTitle", {
          item: deleting ? itemLabels(kind, deleting).title || untitled : "",
        })}
        description={t("builder.sections.deleteDescription")}
        confirm={t("builder.sections.delete")}
        onConfirm={() => deleting && update((data) => removeItem(data, sectionRef, deleting.id))}
      />
    </section>
  );
}
