import {
  findSectionInLayout,
  type Layout,
  type MoveSectionOptions,
  moveSection,
  type ResumeData,
} from "@vitae/schema";

/** The droppable id of a column (pages and columns counted from 0): "column:1:0" is page 2's main column. */
export const columnDropId = (page: number, column: number) => `column:${page}:${column}`;

const parseColumnDropId = (id: string) => {
  const match = /^column:(\d+):(\d+)$/.exec(id);
  return match ? { page: Number(match[1]), column: Number(match[2]) } : null;
};

/**
 * Where a section dropped on `overId` goes: onto a column (its end) or onto another section (that section's place;
 * within one column this is dnd-kit's arrayMove). Null when nothing would move.
 */
export const dropMove = (layout: Layout, sectionId: string, overId: string): MoveSectionOptions | null => {
  const from = findSectionInLayout(layout, sectionId);
  if (!from || overId === sectionId) return null;
  const column = parseColumnDropId(overId);
  if (column) {
    const length = layout[column.page]?.[column.column]?.length;
    if (length === undefined) return null;
    const sameColumn = column.page === from.page && column.column === from.column;
    return { sectionId, from, to: { ...column, index: sameColumn ? length - 1 : length } };
  }
  const over = findSectionInLayout(layout, overId);
  return over ? { sectionId, from, to: over } : null;
};

/** The resume with `move` applied to its layout; the same object when the move fails or changes nothing. */
export const withMove = (data: ResumeData, move: MoveSectionOptions | null): ResumeData => {
  if (!move) return data;
  const layout = moveSection(data.metadata.layout, move);
  if (layout === data.metadata.layout || JSON.stringify(layout) === JSON.stringify(data.metadata.layout))
    return data;
  return { ...data, metadata: { ...data.metadata, layout } };
};

/** The resume with its layout replaced by `change(layout)`; the same object when nothing changed. */
export const withLayout = (data: ResumeData, change: (layout: Layout) => Layout): ResumeData => {
  const layout = change(data.metadata.layout);
  return layout === data.metadata.layout ? data : { ...data, metadata: { ...data.metadata, layout } };
};
