/** @jsxRuntime automatic */
import { memo } from "react";
import { SlugIcon } from "./icons.tsx";
import type { ItemView } from "./item-view.ts";
import { Link, RichText } from "./text.tsx";

/** How a template wants its items drawn. One choice per template: dates never align two ways. */
export type SectionOptions = {
  /** `right`: date and location in a right-aligned column beside the title; `meta-line`: a line under it. */
  dateAlign: "right" | "meta-line";
  /** Keywords as inline tags or as one comma-separated line. */
  keywords: "tags" | "comma";
  /** Level 1–5 as five dots or as a bar (hidden at 0). */
  level: "dots" | "bar";
};

export type ItemOptions = SectionOptions & { hideIcons: boolean };

const levelMax = 5;

/** A quiet 1–5 indicator with an accessible label; nothing at level 0. */
export const Level = ({ level, style }: { level: number; style: SectionOptions["level"] }) => {
  const value = Math.max(0, Math.min(levelMax, Math.round(level)));
  if (value === 0) return null;
  const label = `Level ${value} of ${levelMax}`;
  if (style === "bar") {
    return (
      <div className="vt-level vt-level-bar" role="img" aria-label={label} data-field="level">
        <span className="vt-level-fill" style={{ width: `${(value / levelMax) * 100}%` }} />
      </div>
    );
  }
  return (
    <div className="vt-level vt-level-dots" role="img" aria-label={label} data-field="level">
      {Array.from({ length: levelMax }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed, identical dots
        <span key={index} className={index < value ? "vt-level-dot vt-level-dot-on" : "vt-level-dot"} />
      ))}
    </div>
  );
};

/** Keywords as `ul.vt-keywords-tags > li.vt-keyword` or `p.vt-keywords-comma`; nothing when empty. */
export const Keywords = ({
  keywords,
  style,
}: {
  keywords: readonly string[];
  style: SectionOptions["keywords"];
}) => {
  const words = keywords.map((word) => word.trim()).filter(Boolean);
  if (words.length === 0) return null;
  if (style === "comma")
    return (
      <p className="vt-keywords vt-keywords-comma" data-field="keywords">
        {words.join(", ")}
      </p>
    );
  return (
    <ul className="vt-keywords vt-keywords-tags" data-field="keywords">
      {words.map((word, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keywords may repeat; their order is their identity
        <li key={`${index}-${word}`} className="vt-keyword">
          {word}
        </li>
      ))}
    </ul>
  );
};

/** The styling hook of a meta part: `date`, `location`, or `meta` for the further values (a score). */
const metaField = (key: string): string => (key === "date" || key === "location" ? key : "meta");

const Meta = ({
  parts,
  className,
}: {
  parts: readonly { key: string; value: string }[];
  className: string;
}) => {
  const shown = parts.filter((part) => part.value.trim() !== "");
  if (shown.length === 0) return null;
  return (
    <p className={`vt-meta ${className}`}>
      {shown.map((part, index) => (
        <span key={part.key} className={`vt-item-${part.key}`} data-field={metaField(part.key)}>
          {index > 0 ? <span className="vt-sep"> · </span> : null}
          {part.value}
        </span>
      ))}
    </p>
  );
};

/**
 * One item, every field shown: `.vt-item[data-item=<section kind>][data-item-id=<item id>]` (the builder's
 * preview finds which item was clicked by these; `.vt-keep` when it must stay on one sheet), each field marked
 * `[data-field=title|subtitle|date|location|meta|url|summary|keywords|level]` for custom CSS
 * `> .vt-item-header > (.vt-item-heading > h3.vt-item-title + p.vt-item-subtitle) + .vt-item-aside`,
 * then `p.vt-item-meta`, `p.vt-item-url`, `.vt-item-summary`, keywords and level. With `dateAlign: "right"`
 * the aside holds date, location and the level; with `meta-line` they join `p.vt-item-meta` and the level
 * comes last.
 */
const ItemBody = ({ item, options, keep }: { item: ItemView; options: ItemOptions; keep: boolean }) => {
  const rightAligned = options.dateAlign === "right";
  const title = item.title.trim();
  const subtitle = item.subtitle.trim();
  const hasUrl = item.url.href.trim() !== "" || item.url.label.trim() !== "";
  const metaLine = rightAligned
    ? item.extra.map((value, index) => ({ key: `extra-${index}`, value }))
    : [
        { key: "date", value: item.date },
        { key: "location", value: item.location },
        ...item.extra.map((value, index) => ({ key: `extra-${index}`, value })),
      ];

  const date = item.date.trim();
  const location = item.location.trim();
  const level = item.level === null ? null : <Level level={item.level} style={options.level} />;
  // With a right-hand column, a level sits there too (where dates would be): one line saved per skill.
  const levelInAside = rightAligned && level !== null && (item.level ?? 0) > 0;
  const hasAside = rightAligned && (date !== "" || location !== "" || levelInAside);

  return (
    <div className={keep ? "vt-item vt-keep" : "vt-item"} data-item={item.kind} data-item-id={item.id}>
      <div className="vt-item-header">
        <div className="vt-item-heading">
          {title === "" ? null : (
            <h3 className="vt-item-title" data-field="title">
              {item.iconSlug === "" ? null : <SlugIcon slug={item.iconSlug} hidden={options.hideIcons} />}
              {title}
            </h3>
          )}
          {subtitle === "" ? null : (
            <p className="vt-item-subtitle" data-field="subtitle">
              {item.subtitleHref === "" ? subtitle : <Link href={item.subtitleHref}>{subtitle}</Link>}
            </p>
          )}
        </div>
        {hasAside ? (
          <div className="vt-item-aside vt-meta">
            {date === "" ? null : (
              <p className="vt-item-date" data-field="date">
                {item.date}
              </p>
            )}
            {location === "" ? null : (
              <p className="vt-item-location" data-field="location">
                {item.location}
              </p>
            )}
            {levelInAside ? level : null}
          </div>
        ) : null}
      </div>
      <Meta parts={metaLine} className="vt-item-meta" />
      {hasUrl ? (
        <p className="vt-item-url" data-field="url">
          <Link href={item.url.href}>{item.url.label.trim() === "" ? undefined : item.url.label}</Link>
        </p>
      ) : null}
      <RichText html={item.summary} className="vt-item-summary" field="summary" />
      <Keywords keywords={item.keywords} style={options.keywords} />
      {levelInAside ? null : level}
    </div>
  );
};

const sameOptions = (a: ItemOptions, b: ItemOptions): boolean =>
  a.dateAlign === b.dateAlign &&
  a.keywords === b.keywords &&
  a.level === b.level &&
  a.hideIcons === b.hideIcons;

/**
 * Drawn again only when its view or the options change: typing in one item of a live preview leaves the
 * others as they are (the view of an unchanged item is the same object, see `itemView`).
 */
export const Item = memo(
  ItemBody,
  (previous, next) =>
    previous.item === next.item && previous.keep === next.keep && sameOptions(previous.options, next.options),
);
