/** @jsxRuntime automatic */
import type { ResumeData } from "@vitae/schema";
import type { CSSProperties, ReactNode } from "react";
import { Item, type ItemOptions, type SectionOptions } from "./item.tsx";
import { type ItemView, itemView } from "./item-view.ts";
import { columnOf, isSectionPrintable, type ResolvedSection, resolveSection } from "./layout.ts";
import { RichText } from "./text.tsx";

const itemViews = (resolved: ResolvedSection): ItemView[] => {
  if (resolved.kind === "summary") return [];
  const kind = resolved.kind === "custom" ? "custom" : resolved.key;
  const items: readonly ({ id: string; visible: boolean } & object)[] = resolved.section.items;
  return items.filter((item) => item.visible).map((item) => itemView(kind, item));
};

const clampColumns = (columns: number): number => Math.max(1, Math.min(5, Math.round(columns)));

/** The section's type for class names: `summary`, `experience`, …, or `custom`. */
const sectionKind = (resolved: ResolvedSection): string =>
  resolved.kind === "items" ? resolved.key : resolved.kind;

export type SectionProps = {
  data: ResumeData;
  /** The layout id: `experience`, `custom.<id>`. */
  id: string;
  options: SectionOptions;
  /** Extra content before the heading text, e.g. a template's ornament. */
  headingPrefix?: ReactNode;
};

/**
 * One section: `section.vt-section.vt-section-<kind>[data-section=<layout id>][data-column=main|sidebar]` (the
 * builder's preview finds which section was clicked by it; custom CSS targets both) holding
 * `h2.vt-section-heading > span.vt-section-title` and `.vt-section-body`, whose items sit in
 * `.vt-items.vt-columns-<n>` (a grid of n columns). `.vt-break-before` and `.vt-keep-together` carry the
 * section's page-break settings; an item asked to stay on one sheet is `.vt-keep`. Renders nothing when the section is
 * hidden or empty.
 */
export const Section = ({ data, id, options, headingPrefix }: SectionProps) => {
  const resolved = resolveSection(data, id);
  if (!isSectionPrintable(resolved)) return null;
  const name = resolved.section.name.trim();
  const itemOptions: ItemOptions = { ...options, hideIcons: data.metadata.typography.hideIcons };
  const column = columnOf(data, id);

  let body: ReactNode;
  if (resolved.kind === "summary") {
    body = <RichText html={resolved.section.content} className="vt-summary" field="summary" />;
  } else {
    const columns = clampColumns(resolved.section.columns);
    body = (
      <div className={`vt-items vt-columns-${columns}`} style={{ "--vt-columns": columns } as CSSProperties}>
        {itemViews(resolved).map((item) => (
          <Item key={item.id} item={item} options={itemOptions} keep={item.keepTogether} />
        ))}
      </div>
    );
  }

  const classes = ["vt-section", `vt-section-${sectionKind(resolved)}`];
  if (resolved.section.pageBreakBefore) classes.push("vt-break-before");
  if (resolved.section.keepTogether) classes.push("vt-keep-together");
  return (
    <section className={classes.join(" ")} data-section={id} data-column={column}>
      {name === "" ? null : (
        <h2 className="vt-section-heading" data-field="heading">
          {headingPrefix}
          <span className="vt-section-title">{name}</span>
        </h2>
      )}
      <div className="vt-section-body">{body}</div>
    </section>
  );
};

/** The given sections in order (hidden and empty ones print nothing). */
export const Sections = ({
  data,
  ids,
  options,
  headingPrefix,
}: Omit<SectionProps, "id"> & { ids: readonly string[] }) => (
  <>
    {ids.map((id) => (
      <Section key={id} data={data} id={id} options={options} headingPrefix={headingPrefix} />
    ))}
  </>
);
