import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { type Application, type ApplicationStatus, applicationStatuses } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/**
 * Arrow keys move a picked-up card a whole column left or right (and back into its own on up/down), rather than
 * dnd-kit's default 25 pixels, so a keyboard user needs one press per column.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (collisionRect === null) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((column) => column.rect !== undefined)
    .sort((a, b) => (a.rect?.left ?? 0) - (b.rect?.left ?? 0));
  const current = Math.max(
    0,
    columns.findIndex((column) => column.id === over?.id),
  );
  const rtl = document.dir === "rtl";
  const step =
    event.code === KeyboardCode.Right
      ? rtl
        ? -1
        : 1
      : event.code === KeyboardCode.Left
        ? rtl
          ? 1
          : -1
        : 0;
  if (step === 0 && event.code !== KeyboardCode.Down && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  const target = columns[Math.min(columns.length - 1, Math.max(0, current + step))]?.rect;
  if (target === undefined) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};

function Card({
  application,
  onOpen,
}: {
  application: Application;
  onOpen: (application: Application) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: application.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        "grid gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs",
        isDragging && "relative z-10 shadow-lg ring-2 ring-ring",
      )}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-roledescription={t("applications.board.card")}
        className="cursor-grab touch-none text-start font-medium focus-visible:outline-2 focus-visible:outline-ring"
        data-testid={`card-${application.id}`}
      >
        {application.company}
        <span className="block font-normal text-muted-foreground">{application.role}</span>
      </button>
      <button
        type="button"
        className="justify-self-start text-xs text-primary underline-offset-4 hover:underline"
        onClick={() => onOpen(application)}
      >
        {t("applications.table.edit", { company: application.company })}
      </button>
    </li>
  );
}

function Column({
  status,
  items,
  onOpen,
}: {
  status: ApplicationStatus;
  items: Application[];
  onOpen: (application: Application) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `board-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
      className={cn(
        "flex min-w-0 flex-col gap-2 rounded-xl border bg-muted/40 p-2",
        isOver && "border-ring bg-accent/40",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {t(`applications.status.${status}`)}
        <span className="rounded-full bg-background px-2 text-xs text-muted-foreground">{items.length}</span>
      </h2>
      <ul className="grid min-h-24 content-start gap-2 break-words">
        {items.map((application) => (
          <Card key={application.id} application={application} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/** A column per status; a card dragged (pointer or keyboard) to another column changes the status. */
export function ApplicationsBoard({
  applications,
  onMove,
  onOpen,
}: {
  applications: Application[];
  onMove: (application: Application, status: ApplicationStatus) => void;
  onOpen: (application: Application) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const byId = new Map(applications.map((application) => [application.id, application]));
  const company = (id: string | number) => byId.get(String(id))?.company ?? "";
  const statusName = (id: string | number | undefined) =>
    id === undefined ? "" : t(`applications.status.${id as ApplicationStatus}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("applications.board.picked", { company: company(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("applications.board.over", { company: company(active.id), status: statusName(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("applications.board.dropped", { company: company(active.id), status: statusName(over.id) })
        : t("applications.board.cancelled", { company: company(active.id) }),
    onDragCancel: ({ active }) => t("applications.board.cancelled", { company: company(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    const application = byId.get(String(active.id));
    if (application === undefined || over === null || over.id === application.status) return;
    onMove(application, over.id as ApplicationStatus);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("applications.board.instructions") },
      }}
    >
      <section
        aria-label={t("applications.board.label")}
        className="grid auto-cols-[minmax(8.5rem,1fr)] grid-flow-col gap-2 overflow-x-auto pb-2 max-sm:auto-cols-[14rem]"
      >
        {applicationStatuses.map((status) => (
          <Column
            key={status}
            status={status}
            items={applications.filter((application) => application.status === status)}
            onOpen={onOpen}
          />
        ))}
      </section>
    </DndContext>
  );
}
