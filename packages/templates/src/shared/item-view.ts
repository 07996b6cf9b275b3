import type { CustomItem, ItemSectionKey, SectionItem, Url } from "@vitae/schema";

/**
 * Every item type reduced to one shape, so one renderer shows every field of every section the same way:
 * title, subtitle, date, location, extra meta (an education score), link, rich summary, keywords, level.
 */
export type ItemView = {
  id: string;
  /** Which section kind the item comes from: `experience`, …, or `custom`. */
  kind: ItemSectionKey | "custom";
  title: string;
  subtitle: string;
  /** Set for profiles: the subtitle (username) links here and the item shows the brand icon. */
  subtitleHref: string;
  iconSlug: string;
  date: string;
  location: string;
  /** Further meta values, e.g. an education score. */
  extra: string[];
  url: Url;
  /** Rich text (HTML, sanitised when rendered). */
  summary: string;
  keywords: string[];
  /** 0 to 5, or null when the item type has no level; 0 hides the indicator. */
  level: number | null;
};

const noUrl: Url = { label: "", href: "" };

const base = (kind: ItemView["kind"], item: { id: string; url: Url }): ItemView => ({
  id: item.id,
  kind,
  title: "",
  subtitle: "",
  subtitleHref: "",
  iconSlug: "",
  date: "",
  location: "",
  extra: [],
  url: item.url,
  summary: "",
  keywords: [],
  level: null,
});

const join = (parts: readonly string[], separator: string): string =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

type ItemOf = { [K in ItemSectionKey]: { kind: K; item: SectionItem<K> } }[ItemSectionKey];

/** The view of a built-in section's item. */
export const toItemView = ({ kind, item }: ItemOf): ItemView => {
  switch (kind) {
    case "experience":
    case "internship":
      return {
        ...base(kind, item),
        title: item.company,
        subtitle: item.position,
        date: item.date,
        location: item.location,
        summary: item.summary,
      };
    case "volunteer":
      return {
        ...base(kind, item),
        title: item.organization,
        subtitle: item.position,
        date: item.date,
        location: item.location,
        summary: item.summary,
      };
    case "education":
      return {
        ...base(kind, item),
        title: item.institution,
        subtitle: join([item.studyType, item.area], ", "),
        date: item.date,
        extra: item.score.trim() === "" ? [] : [item.score],
        summary: item.summary,
      };
    case "projects":
      return {
        ...base(kind, item),
        title: item.name,
        subtitle: item.description,
        date: item.date,
        location: item.location ?? "",
        summary: item.summary,
        keywords: item.keywords,
      };
    case "certifications":
      return {
        ...base(kind, item),
        title: item.name,
        subtitle: item.issuer,
        date: item.date,
        summary: item.summary,
      };
    case "awards":
      return {
        ...base(kind, item),
        title: item.title,
        subtitle: item.awarder,
        date: item.date,
        summary: item.summary,
      };
    case "publications":
      return {
        ...base(kind, item),
        title: item.name,
        subtitle: item.publisher,
        date: item.date,
        summary: item.summary,
      };
    case "references":
      return { ...base(kind, item), title: item.name, subtitle: item.description, summary: item.summary };
    case "skills":
      return {
        ...base(kind, item),
        title: item.name,
        subtitle: item.description,
        keywords: item.keywords,
        level: item.level,
      };
    case "languages":
      return { ...base(kind, item), title: item.name, subtitle: item.description, level: item.level };
    case "interests":
      return { ...base(kind, item), title: item.name, keywords: item.keywords };
    case "profiles": {
      // The username is the link text; the url's own label is shown too when it says something else.
      const label = item.url.label.trim();
      return {
        ...base(kind, item),
        title: item.network,
        subtitle: item.username,
        subtitleHref: item.url.href,
        iconSlug: profileIconSlug(item),
        url: label !== "" && label !== item.username.trim() ? item.url : noUrl,
      };
    }
  }
};

/**
 * The icon slug of a profile: its own icon, else its network's name ("LinkedIn", "GitHub", "Stack Overflow"
 * typed by hand name their brand icon just as an imported profile's icon does).
 */
export const profileIconSlug = (profile: { icon: string; network: string }): string =>
  profile.icon.trim() === "" ? profile.network : profile.icon;

/** The view of a custom section's item. */
export const customItemView = (item: CustomItem): ItemView => ({
  ...base("custom", item),
  title: item.name,
  subtitle: item.description,
  date: item.date,
  location: item.location,
  summary: item.summary,
  keywords: item.keywords,
});
