import type { ResumeData } from "@vitae/schema";
import { itemSectionKeys } from "@vitae/schema";
import { fixtures } from "@vitae/templates/fixtures";

/** Every list section of the all-sections fixture grown to `perSection` items (new ids), laid out on three pages. */
export const fullThreePageResume = (perSection = 6): ResumeData => {
  const base = fixtures.allSections();
  const sections = { ...base.sections };
  for (const key of itemSectionKeys) {
    const items = base.sections[key].items as { id: string }[];
    if (items.length === 0) continue;
    const grown = Array.from({ length: Math.max(perSection, items.length) }, (_, index) => {
      const item = items[index % items.length] as { id: string };
      return { ...item, id: `${item.id}-bench-${index}` };
    });
    sections[key] = { ...base.sections[key], items: grown } as never;
  }
  const [first = [], second = []] = base.metadata.layout[0] ?? [];
  const third = (column: string[], part: number) =>
    column.filter((_, index) => Math.floor((index * 3) / column.length) === part);
  const layout = [0, 1, 2].map((part) => [third(first, part), third(second, part)]);
  return { ...base, sections, metadata: { ...base.metadata, layout } };
};
