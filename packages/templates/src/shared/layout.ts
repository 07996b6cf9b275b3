import { type ResolvedSection, type ResumeData, resolveSectionRef } from "@vitae/schema";
import { hasRichText } from "./sanitize.ts";

export type { ResolvedSection };

/** The section behind a layout id (`experience`, `custom.<id>`), or null when it does not exist. */
export const resolveSection = (data: ResumeData, layoutId: string): ResolvedSection | null =>
  resolveSectionRef(data, layoutId);

/** Printed only when visible and not empty: the summary needs text, a list needs a visible item. */
export const isSectionPrintable = (resolved: ResolvedSection | null): resolved is ResolvedSection => {
  if (resolved === null || !resolved.section.visible) return false;
  if (resolved.kind === "summary") return hasRichText(resolved.section.content);
  const items: readonly { visible: boolean }[] = resolved.section.items;
  return items.some((item) => item.visible);
};

const printableIds = (data: ResumeData, ids: readonly string[] | undefined): string[] => {
  const seen = new Set<string>();
  return (ids ?? []).filter((id) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return isSectionPrintable(resolveSection(data, id));
  });
};

export type PageSections = {
  /** The layout page's first column: the main column of every template. */
  main: string[];
  /** The layout page's second column: the sidebar, or the part read after main in one-column templates. */
  sidebar: string[];
};

/** The printable section ids of one layout page, as [main, sidebar]; empty lists for an unknown page. */
export const sectionsForPage = (data: ResumeData, pageIndex: number): PageSections => {
  const page = data.metadata.layout[pageIndex];
  return { main: printableIds(data, page?.[0]), sidebar: printableIds(data, page?.[1]) };
};

/**
 * The layout column a section is placed in: `main` (a page's first) or `sidebar` (its second). One-column
 * templates print sidebar sections after the main ones, but they are still marked as the layout places them.
 */
export const columnOf = (data: ResumeData, layoutId: string): "main" | "sidebar" =>
  data.metadata.layout.some((page) => page[1]?.includes(layoutId) === true) ? "sidebar" : "main";

/** One-column templates: the page's main sections, then its sidebar sections. */
export const mergedSections = (data: ResumeData, pageIndex: number): string[] => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  return [...main, ...sidebar];
};

/** Whether any layout page has a printable sidebar section (a sidebar template may drop its sidebar if not). */
export const hasSidebarSections = (data: ResumeData): boolean =>
  data.metadata.layout.some((_, pageIndex) => sectionsForPage(data, pageIndex).sidebar.length > 0);

/** Whether a layout page prints anything. The first page always prints (it carries the header). */
export const isPagePrintable = (data: ResumeData, pageIndex: number): boolean =>
  pageIndex === 0 || mergedSections(data, pageIndex).length > 0;
