import type { ItemSectionKey } from "@vitae/schema";
import type { AnyItem } from "../../../store/section-edits";

const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(" · ");

/** Which fields name an item in the list: its title, then what the subtitle shows. */
const labelFields: Record<ItemSectionKey | "custom", (item: AnyItem) => { title: string; subtitle: string }> =
  {
    education: (item) => ({ title: str(item.institution), subtitle: joined(item.studyType, item.area) }),
    experience: (item) => ({ title: str(item.company), subtitle: str(item.position) }),
    internship: (item) => ({ title: str(item.company), subtitle: str(item.position) }),
    volunteer: (item) => ({ title: str(item.organization), subtitle: str(item.position) }),
    projects: (item) => ({ title: str(item.name), subtitle: str(item.description) }),
    certifications: (item) => ({ title: str(item.name), subtitle: str(item.issuer) }),
    languages: (item) => ({ title: str(item.name), subtitle: str(item.description) }),
    skills: (item) => ({ title: str(item.name), subtitle: str(item.description) }),
    profiles: (item) => ({ title: str(item.network), subtitle: str(item.username) }),
    awards: (item) => ({ title: str(item.title), subtitle: str(item.awarder) }),
    interests: (item) => ({
      title: str(item.name),
      subtitle: Array.isArray(item.keywords) ? item.keywords.map(str).filter(Boolean).join(", ") : "",
    }),
    publications: (item) => ({ title: str(item.name), subtitle: str(item.publisher) }),
    references: (item) => ({ title: str(item.name), subtitle: str(item.description) }),
    custom: (item) => ({ title: str(item.name), subtitle: str(item.description) }),
  };

/** An item's title and subtitle in the section list: e.g. company and position for experience. */
export const itemLabels = (kind: ItemSectionKey | "custom", item: AnyItem) => labelFields[kind](item);
