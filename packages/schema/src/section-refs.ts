import { type ItemSectionKey, isSectionKey, type SectionKey } from "./section-keys.ts";
import type { ItemKind } from "./section-registry.ts";
import type { CustomSection, Sections, SummarySection } from "./sections.ts";

/**
 * A section is referred to (in the layout, the builder, the templates' `data-section`, version changes) by its
 * key, or as `custom.<id>` for a custom section. This module is the one place that reads and writes that form.
 */
export type SectionRef = SectionKey | `custom.${string}`;

export const customSectionPrefix = "custom.";

export const toCustomLayoutId = (id: string): `custom.${string}` => `custom.${id}`;

export const isCustomLayoutId = (ref: string): ref is `custom.${string}` =>
  ref.startsWith(customSectionPrefix) && ref.length > customSectionPrefix.length;

/** The custom section id behind a `custom.<id>` reference, or null for any other. */
export const fromCustomLayoutId = (ref: string): string | null =>
  isCustomLayoutId(ref) ? ref.slice(customSectionPrefix.length) : null;

/** The kind of items the section `ref` holds ("custom" for any custom section), or null for summary or basics. */
export const itemKindOfRef = (ref: string): ItemKind | null => {
  if (isCustomLayoutId(ref)) return "custom";
  return isSectionKey(ref) && ref !== "summary" ? ref : null;
};

/** A section looked up by its reference: the summary, a built-in list section, or a custom one. */
export type ResolvedSection =
  | { kind: "summary"; ref: string; section: SummarySection }
  | { kind: "items"; ref: string; key: ItemSectionKey; section: Sections[ItemSectionKey] }
  | { kind: "custom"; ref: string; id: string; section: CustomSection };

/** The section `ref` names in a resume, or null when there is none (a removed custom section, "basics"). */
export const resolveSectionRef = (data: { sections: Sections }, ref: string): ResolvedSection | null => {
  const id = fromCustomLayoutId(ref);
  if (id !== null) {
    const section = Object.hasOwn(data.sections.custom, id) ? data.sections.custom[id] : undefined;
    return section === undefined ? null : { kind: "custom", ref, id, section };
  }
  if (!isSectionKey(ref)) return null;
  if (ref === "summary") return { kind: "summary", ref, section: data.sections.summary };
  return { kind: "items", ref, key: ref, section: data.sections[ref] };
};

/** The items of the list section `ref` names; undefined for the summary, basics or a section there is not. */
export const itemsOfRef = (
  data: { sections: Sections },
  ref: string,
): readonly ({ id: string; visible: boolean } & object)[] | undefined => {
  const resolved = resolveSectionRef(data, ref);
  return resolved === null || resolved.kind === "summary" ? undefined : resolved.section.items;
};

/** A section's name as the resume gives it, trimmed; "" when there is no such section. */
export const sectionNameOfRef = (data: { sections: Sections }, ref: string): string =>
  resolveSectionRef(data, ref)?.section.name.trim() ?? "";
