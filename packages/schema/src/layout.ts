import { createId } from "./ids.ts";
import { cloneLayout, defaultLayout, type Layout } from "./layout-schema.ts";
import type { ResumeData } from "./resume-data.ts";
import { isCustomLayoutId, toCustomLayoutId } from "./section-refs.ts";
import { CustomSectionSchema } from "./sections.ts";

// Pure operations on a layout (pages × [left, right] × section ids). None mutates its input.

export type LayoutPosition = { page: number; column: number };
export type LayoutLocation = LayoutPosition & { index: number };

/** Where a section sits in the layout, or null when it is not placed. */
export const findSectionInLayout = (layout: Layout, sectionId: string): LayoutLocation | null => {
  for (const [page, columns] of layout.entries()) {
    for (const [column, ids] of columns.entries()) {
      const index = ids.indexOf(sectionId);
      if (index !== -1) return { page, column, index };
    }
  }
  return null;
};

/** Appends an empty two-column page. */
export const addPage = (layout: Layout): Layout => [...cloneLayout(layout), [[], []]];

/**
 * Removes a page and appends its sections to the first page (left column to left, right to right).
 * The first page cannot be removed: the layout comes back unchanged, as it does for an unknown index.
 */
export const removePage = (layout: Layout, pageIndex: number): Layout => {
  const removed = layout[pageIndex];
  if (pageIndex <= 0 || removed === undefined) return layout;

  const next = cloneLayout(layout);
  next.splice(pageIndex, 1);
  const firstPage = next[0];
  if (firstPage === undefined) return layout;
  for (const [column, ids] of removed.entries()) {
    const target = firstPage[Math.min(column, firstPage.length - 1)];
    target?.push(...ids);
  }
  return next;
};

export type MoveSectionOptions = {
  sectionId: string;
  from: LayoutPosition;
  /** `index` is the position in the target column once the section has left its source. */
  to: LayoutLocation;
};

/**
 * Moves a section between columns and pages, working on a copy. On any failure (unknown page or column,
 * index out of range, section not in the source column) it returns the original layout object.
 */
export const moveSection = (layout: Layout, { sectionId, from, to }: MoveSectionOptions): Layout => {
  const next = cloneLayout(layout);
  const source = next[from.page]?.[from.column];
  const target = next[to.page]?.[to.column];
  if (source === undefined || target === undefined) return layout;

  const sourceIndex = source.indexOf(sectionId);
  if (sourceIndex === -1) return layout;
  source.splice(sourceIndex, 1);

  if (!Number.isInteger(to.index) || to.index < 0 || to.index > target.length) return layout;
  target.splice(to.index, 0, sectionId);
  return next;
};

/** The default layout, with every custom section found in `layout` kept at the end of page 1's left column. */
export const resetLayout = (layout: Layout): Layout => {
  const customIds = new Set(layout.flat(2).filter(isCustomLayoutId));
  const next = cloneLayout(defaultLayout);
  next[0]?.[0]?.push(...customIds);
  return next;
};

export type AddCustomSectionOptions = {
  /** Defaults to "Custom Section". */
  name?: string;
  /** Defaults to a new random id; pass one to know it in advance. */
  id?: string;
};

/** Adds an empty custom section and places it at the end of the last page's left column. */
export const addCustomSection = (data: ResumeData, options: AddCustomSectionOptions = {}): ResumeData => {
  const id = options.id ?? createId();
  const section = CustomSectionSchema.parse({ id, name: options.name });

  const layout = cloneLayout(data.metadata.layout);
  const lastPage = layout[layout.length - 1];
  if (lastPage?.[0] === undefined) layout.push([[toCustomLayoutId(id)], []]);
  else lastPage[0].push(toCustomLayoutId(id));

  return {
    ...data,
    sections: { ...data.sections, custom: { ...data.sections.custom, [id]: section } },
    metadata: { ...data.metadata, layout },
  };
};

/** Removes a custom section and every mention of it in the layout. */
export const removeCustomSection = (data: ResumeData, id: string): ResumeData => {
  const layoutId = toCustomLayoutId(id);
  const { [id]: _removed, ...custom } = data.sections.custom;
  const layout = data.metadata.layout.map((page) =>
    page.map((column) => column.filter((sectionId) => sectionId !== layoutId)),
  );
  return {
    ...data,
    sections: { ...data.sections, custom },
    metadata: { ...data.metadata, layout },
  };
};
