import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { restrictToParentElement, restrictToVerticalAxis } from "@dnd-kit/modifiers";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type SortableEntry = { id: string; label: string };

/**
 * A vertical list reordered by drag (mouse, touch) or keyboard (Space lifts, arrows move, Space drops, Escape
 * cancels), with announcements for screen readers. `onMove(id, overId)` is called once, on drop.
 */
export function SortableList<T extends SortableEntry>({
  entries,
  onMove,
  renderRow,
  label,
  disabled,
}: {
  entries: T[];
  onMove: (id: string, overId: string) => void;
  renderRow: (entry: T, handle: DragHandleProps) => ReactNode;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the row's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => entries.find((entry) => entry.id === id)?.label ?? "";
  const positionOf = (id: string | number) => entries.findIndex((entry) => entry.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("builder.sections.dnd.picked", {
        item: labelOf(active.id),
        position: positionOf(active.id),
        count: entries.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("builder.sections.dnd.over", {
            item: labelOf(active.id),
            position: positionOf(over.id),
            count: entries.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("builder.sections.dnd.dropped", {
            item: labelOf(active.id),
            position: positionOf(over.id),
            count: entries.length,
          })
        : undefined,
    onDragCancel: ({ active }) => t("builder.sections.dnd.cancelled", { item: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("builder.sections.dnd.instructions") },
      }}
    >
      <SortableContext
        items={entries.map((entry) => entry.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <ul aria-label={label} className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
          {entries.map((entry) => (
            <SortableRow key={entry.id} entry={entry} renderRow={renderRow} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** What the row's drag handle spreads on itself: dnd-kit's listeners and ARIA attributes. */
export type DragHandleProps = Record<string, unknown>;

function SortableRow<T extends SortableEntry>({
  entry,
  renderRow,
}: {
  entry: T;
  renderRow: (entry: T, handle: DragHandleProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: entry.id,
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "relative z-10 opacity-80 shadow-lg" : undefined}
      data-sortable-id={entry.id}
    >
      {renderRow(entry, { ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
