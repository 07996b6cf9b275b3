import {
  type FieldKind,
  type ItemKind,
  itemFieldsOf,
  itemHeading,
  type SectionItem,
  type Url,
} from "@vitae/schema";

/**
 * Every item type reduced to one shape, so one renderer shows every field of every section the same way:
 * title, subtitle, date, location, extra meta (an education score), link, rich summary, keywords, level. Which
 * field goes where is the section registry's to say.
 */
export type ItemView = {
  id: string;
  /** Which section kind the item comes from: `experience`, …, or `custom`. */
  kind: ItemKind;
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
  /** Asked never to split across sheets (short items are kept whole anyway). */
  keepTogether: boolean;
};

const noUrl: Url = { label: "", href: "" };

/** How the item's body shows a field of each kind; heading fields (text, dates) are placed by the registry. */
const bodyOf: Record<FieldKind, (view: ItemView, value: unknown) => void> = {
  text: () => {},
  date: () => {},
  richText: (view, value) => {
    if (typeof value === "string") view.summary += value;
  },
  keywords: (view, value) => {
    if (Array.isArray(value)) view.keywords.push(...value.filter((word) => typeof word === "string"));
  },
  level: (view, value) => {
    if (typeof value === "number") view.level = value;
  },
  icon: (view, value) => {
    if (typeof value === "string") view.iconSlug = value;
  },
  url: (view, value) => {
    view.url = value as Url;
  },
};

/** The views made so far, by item: an unchanged item keeps its view, so its memoised drawing stays. */
const views = new WeakMap<object, ItemView>();

/** The view of an item of any kind, its fields placed as the section registry describes them. */
export const itemView = (kind: ItemKind, item: { id: string } & object): ItemView => {
  const known = views.get(item);
  if (known?.kind === kind) return known;
  const view = makeItemView(kind, item);
  views.set(item, view);
  return view;
};

const makeItemView = (kind: ItemKind, item: { id: string } & object): ItemView => {
  const heading = itemHeading(kind, item);
  const view: ItemView = {
    id: item.id,
    kind,
    title: heading.title.join(" "),
    subtitle: heading.subtitle.join(", "),
    subtitleHref: "",
    iconSlug: "",
    date: heading.date.join(" · "),
    location: heading.location.join(" · "),
    extra: heading.meta,
    url: noUrl,
    summary: "",
    keywords: [],
    level: null,
    keepTogether: "keepTogether" in item && item.keepTogether === true,
  };
  const values = item as Record<string, unknown>;
  for (const field of itemFieldsOf(kind)) bodyOf[field.kind](view, values[field.name]);
  return kind === "profiles" ? asProfile(view, item as SectionItem<"profiles">) : view;
};

/**
 * A profile's username links to the profile and its network's brand icon shows; the link's own label is shown
 * too when it says something other than the username.
 */
const asProfile = (view: ItemView, profile: SectionItem<"profiles">): ItemView => {
  const label = profile.url.label.trim();
  return {
    ...view,
    subtitleHref: profile.url.href,
    iconSlug: profileIconSlug(profile),
    url: label !== "" && label !== profile.username.trim() ? profile.url : noUrl,
  };
};

/**
 * The icon slug of a profile: its own icon, else its network's name ("LinkedIn", "GitHub", "Stack Overflow"
 * typed by hand name their brand icon just as an imported profile's icon does).
 */
export const profileIconSlug = (profile: { icon: string; network: string }): string =>
  profile.icon.trim() === "" ? profile.network : profile.icon;
