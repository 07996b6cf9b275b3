import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  addPage,
  type Layout,
  type ResumeData,
  removePage,
  resetLayout,
  resolveSectionRef,
} from "@vitae/schema";
import { EyeOff, GripVertical, MoveRight, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useBuilderStore } from "../../../store/builder-store";
import { ConfirmDialog } from "../../confirm-dialog";
import { columnDropId, dropMove, withLayout, withMove } from "./layout-moves";

type SectionInfo = { name: string; visible: boolean };

/**
 * With a pointer: the section under it, else the column under it (so an empty column takes a drop wherever the
 * dragged chip's edges are). With the keyboard there is no pointer: the nearest corners, as dnd-kit suggests.
 */
const collisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  if (underPointer.length === 0) return closestCorners(args);
  const sections = underPointer.filter((entry) => !String(entry.id).startsWith("column:"));
  return sections.length > 0 ? sections : underPointer;
};

/** The name and visibility of a layout entry ("experience", "custom.<id>"). */
const sectionInfo = (data: ResumeData, id: string): SectionInfo => {
  const section = resolveSectionRef(data, id)?.section;
  return { name: section?.name ?? id, visible: section?.visible ?? true };
};

/**
 * The names and visibility of every placed section, as a string: the editor re-renders when one of them changes,
 * not on every keystroke in an item (the store's selector compares strings).
 */
const sectionInfosKey = (data: ResumeData | null) =>
  data
    ? JSON.stringify(
        Object.fromEntries(data.metadata.layout.flat(2).map((id) => [id, sectionInfo(data, id)])),
      )
    : "{}";

/**
 * The layout: the pages as boxes with their two columns; sections move by drag (mouse, touch, keyboard) or by
 * their "Move" menu; pages are added, deleted (their sections go to page 1) and the layout reset. Each change is
 * one undo step; a locked resume shows the layout read-only.
 */
export function LayoutEditor({ columnNames }: { columnNames: [string, string] }) {
  const { t } = useTranslation();
  const layout = useBuilderStore((state) => state.data?.metadata.layout);
  const infosKey = useBuilderStore((state) => sectionInfosKey(state.data));
  const infos = useMemo(() => JSON.parse(infosKey) as Record<string, SectionInfo>, [infosKey]);
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const update = useBuilderStore((state) => state.update);
  const [active, setActive] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "reset" } | { kind: "delete"; page: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!layout) return null;
  const infoOf = (id: string): SectionInfo => infos[id] ?? { name: id, visible: true };
  const nameOf = (id: string | number) => infoOf(String(id)).name;
  const placeOf = (id: string | number): string => {
    const match = /^column:(\d+):(\d+)$/.exec(String(id));
    if (match) return columnLabel(Number(match[1]), Number(match[2]));
    const found = layout.findIndex((page) => page.some((column) => column.includes(String(id))));
    const column = layout[found]?.findIndex((ids) => ids.includes(String(id))) ?? 0;
    return found < 0 ? "" : columnLabel(found, column);
  };
  const columnLabel = (page: number, column: number) =>
    t("builder.layout.moveTo", { number: page + 1, column: columnNames[column as 0 | 1] });

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("builder.layout.dnd.picked", { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("builder.layout.dnd.over", { name: nameOf(active.id), target: placeOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("builder.layout.dnd.dropped", { name: nameOf(active.id), target: placeOf(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t("builder.layout.dnd.cancelled", { name: nameOf(active.id) }),
  };

  const move = (sectionId: string, overId: string) =>
    update((current) => withMove(current, dropMove(current.metadata.layout, sectionId, overId)));
  const onDragStart = ({ active }: DragStartEvent) => setActive(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActive(null);
    if (over) move(String(active.id), String(over.id));
  };
  const changeLayout = (change: (layout: Layout) => Layout) =>
    update((current) => withLayout(current, change));

  return (
    <div className="grid gap-3" data-layout-editor>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("builder.layout.dnd.instructions") },
        }}
      >
        {layout.map((page, pageIndex) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: pages have no id; a page is its position.
            key={pageIndex}
            aria-label={t("builder.layout.page", { number: pageIndex + 1 })}
            className="grid gap-2 rounded-xl border bg-muted/30 p-2.5"
            data-layout-page={pageIndex}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{t("builder.layout.page", { number: pageIndex + 1 })}</h3>
              {pageIndex > 0 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={locked}
                  aria-label={t("builder.layout.deletePage", { number: pageIndex + 1 })}
                  onClick={() =>
                    page.flat().length === 0
                      ? changeLayout((current) => removePage(current, pageIndex))
                      : setConfirm({ kind: "delete", page: pageIndex })
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </div>
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
              {page.map((ids, columnIndex) => (
                <LayoutColumn
                  // biome-ignore lint/suspicious/noArrayIndexKey: a page always has exactly two columns.
                  key={columnIndex}
                  page={pageIndex}
                  column={columnIndex}
                  label={columnNames[columnIndex as 0 | 1]}
                  ids={ids}
                  infoOf={infoOf}
                  locked={locked}
                  layout={layout}
                  columnLabel={columnLabel}
                  onMoveTo={(id, target) => move(id, target)}
                />
              ))}
            </div>
          </section>
        ))}
        <DragOverlay>
          {active ? (
            <div className="flex items-center gap-1.5 rounded-md border bg-card px-2 py-1.5 text-sm shadow-lg">
              <GripVertical aria-hidden className="size-4 text-muted-foreground" />
              {nameOf(active)}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={locked} onClick={() => changeLayout(addPage)}>
          <Plus aria-hidden />
          {t("builder.layout.addPage")}
        </Button>
        <Button variant="outline" size="sm" disabled={locked} onClick={() => setConfirm({ kind: "reset" })}>
          <RotateCcw aria-hidden />
          {t("builder.layout.reset")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm?.kind === "delete"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("builder.layout.deletePageTitle", {
          number: (confirm?.kind === "delete" ? confirm.page : 0) + 1,
        })}
        description={t("builder.layout.deletePageDescription")}
        confirm={t("builder.sections.delete")}
        onConfirm={() =>
          confirm?.kind === "delete" && changeLayout((current) => removePage(current, confirm.page))
        }
      />
      <ConfirmDialog
        open={confirm?.kind === "reset"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("builder.layout.resetTitle")}
        description={t("builder.layout.resetDescription")}
        confirm={t("builder.layout.reset")}
        onConfirm={() => changeLayout(resetLayout)}
      />
    </div>
  );
}

function LayoutColumn({
  page,
  column,
  label,
  ids,
  infoOf,
  locked,
  layout,
  columnLabel,
  onMoveTo,
}: {
  page: number;
  column: number;
  label: string;
  ids: string[];
  infoOf: (id: string) => SectionInfo;
  locked: boolean;
  layout: Layout;
  columnLabel: (page: number, column: number) => string;
  onMoveTo: (sectionId: string, target: string) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(page, column), disabled: locked });
  const targets = layout.flatMap((columns, targetPage) =>
    columns.map((_, targetColumn) => ({ page: targetPage, column: targetColumn })),
  );
  return (
    <div
      ref={setNodeRef}
      className={cn(
        "grid min-h-20 min-w-0 content-start gap-1.5 rounded-lg border border-dashed bg-background p-1.5",
        isOver && "border-primary bg-accent",
      )}
      data-layout-column={column}
    >
      <p className="px-1 text-xs font-medium text-muted-foreground">{label}</p>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={locked}>
        <ul aria-label={columnLabel(page, column)} className="grid gap-1.5">
          {ids.map((id) => (
            <LayoutChip
              key={id}
              id={id}
              info={infoOf(id)}
              locked={locked}
              moveTargets={targets
                .filter((target) => target.page !== page || target.column !== column)
                .map((target) => ({
                  label: columnLabel(target.page, target.column),
                  dropId: columnDropId(target.page, target.column),
                }))}
              onMoveTo={onMoveTo}
            />
          ))}
        </ul>
      </SortableContext>
      {ids.length === 0 && (
        <p className="px-1 py-2 text-xs text-muted-foreground">{t("builder.layout.emptyColumn")}</p>
      )}
    </div>
  );
}

function LayoutChip({
  id,
  info,
  locked,
  moveTargets,
  onMoveTo,
}: {
  id: string;
  info: SectionInfo;
  locked: boolean;
  moveTargets: { label: string; dropId: string }[];
  onMoveTo: (sectionId: string, target: string) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex min-w-0 items-center rounded-md border bg-card text-sm",
        isDragging && "opacity-40",
      )}
      data-layout-section={id}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        disabled={locked}
        className="flex min-w-0 flex-1 cursor-grab touch-none items-center gap-1 rounded-md py-1.5 ps-1 text-start focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className={cn("truncate", !info.visible && "text-muted-foreground line-through")}>
          {info.name}
        </span>
        {!info.visible && (
          <>
            <EyeOff aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="sr-only">{` (${t("builder.layout.hidden")})`}</span>
          </>
        )}
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            disabled={locked}
            aria-label={t("builder.layout.moveMenu", { name: info.name })}
          >
            <MoveRight aria-hidden className="rtl:rotate-180" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {moveTargets.map((target) => (
            <DropdownMenuItem key={target.dropId} onSelect={() => onMoveTo(id, target.dropId)}>
              {target.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
