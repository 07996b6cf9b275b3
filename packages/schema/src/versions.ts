import { z } from "zod";
import { isoDateTimeSchema } from "./primitives.ts";
import type { ResumeData } from "./resume-data.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { itemSectionKeys } from "./section-keys.ts";
import { toCustomLayoutId } from "./section-refs.ts";

/**
 * Why a version was kept: `auto` (the state a pause in editing ended on), `import` (before an import replaced
 * the content), `overwrite` (before "Overwrite with my version" replaced another tab's save), `restore` (before
 * an older version was restored), `named` (a person saved it under a name).
 */
export const versionKinds = ["auto", "import", "overwrite", "restore", "named"] as const;
export type VersionKind = (typeof versionKinds)[number];

/** Why the builder's save replaces the content, so the server keeps what it replaces (`PATCH` body). */
export const versionReasons = ["import", "overwrite"] as const;

/**
 * One part of a resume that differs between two versions: the basics, a section (by key, `custom.<id>` for
 * custom ones, with its name and how many items were added, removed or edited; `settings` when only its name,
 * visibility or columns changed), the layout, the design (template, theme, typography, page, CSS) or the notes.
 */
export const VersionChangeSchema = z.object({
  area: z.enum(["basics", "section", "layout", "design", "notes"]),
  section: z.string().optional(),
  name: z.string().optional(),
  added: z.number().int().min(0).default(0),
  removed: z.number().int().min(0).default(0),
  edited: z.number().int().min(0).default(0),
  settings: z.boolean().default(false),
});
export type VersionChange = z.infer<typeof VersionChangeSchema>;

export const ResumeVersionSummarySchema = z.object({
  id: z.string().min(1),
  kind: z.enum(versionKinds),
  /** Named versions are kept until deleted; the others are thinned as they age. */
  name: z.string().nullable(),
  title: z.string(),
  /** When this content had been saved. */
  savedAt: isoDateTimeSchema,
  /** When it was kept as a version. */
  createdAt: isoDateTimeSchema,
  /** What differs from the version before it (empty for the oldest). */
  changes: z.array(VersionChangeSchema),
});
export type ResumeVersionSummary = z.infer<typeof ResumeVersionSummarySchema>;

/** `GET /api/resume/:id/versions`: named versions first, then the others, newest first in each. */
export const ResumeVersionListSchema = z.object({
  versions: z.array(ResumeVersionSummarySchema),
  /** What the current content changed since the newest version. */
  currentChanges: z.array(VersionChangeSchema),
});
export type ResumeVersionList = z.infer<typeof ResumeVersionListSchema>;

export const ResumeVersionSchema = ResumeVersionSummarySchema.extend({ data: ResumeDataSchema });
export type ResumeVersion = z.infer<typeof ResumeVersionSchema>;

/** Body of `POST /api/resume/:id/versions` (save the current content as a named version) and of renaming one. */
export const NameVersionInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long (100 characters at most)"),
});
export type NameVersionInput = z.infer<typeof NameVersionInputSchema>;

/** A resume in the trash, as `GET /api/resume/trash` lists it. */
export const TrashedResumeSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  slug: z.string(),
  updatedAt: isoDateTimeSchema,
  deletedAt: isoDateTimeSchema,
  /** When it will be deleted for good. */
  purgeAt: isoDateTimeSchema,
});
export type TrashedResume = z.infer<typeof TrashedResumeSchema>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type ListSection = { name: string; visible: boolean; columns?: number; items: { id: string }[] };

const compareItems = (before: ListSection | undefined, after: ListSection | undefined) => {
  const old = new Map((before?.items ?? []).map((item) => [item.id, item]));
  const now = new Map((after?.items ?? []).map((item) => [item.id, item]));
  let added = 0;
  let edited = 0;
  for (const [id, item] of now) {
    const previous = old.get(id);
    if (previous === undefined) added += 1;
    else if (!same(previous, item)) edited += 1;
  }
  const removed = [...old.keys()].filter((id) => !now.has(id)).length;
  const { items: _a, ...beforeSettings } = before ?? { items: [] };
  const { items: _b, ...afterSettings } = after ?? { items: [] };
  return { added, removed, edited, settings: !same(beforeSettings, afterSettings) };
};

/** What differs between two states of a resume, part by part, in the order the builder shows them. */
export const describeChanges = (before: ResumeData, after: ResumeData): VersionChange[] => {
  const changes: VersionChange[] = [];
  const none = { added: 0, removed: 0, edited: 0, settings: false };
  if (!same(before.basics, after.basics)) changes.push({ area: "basics", ...none, edited: 1 });
  const summaryBefore = before.sections.summary;
  const summaryAfter = after.sections.summary;
  if (!same(summaryBefore, summaryAfter)) {
    const { content: _a, ...settingsBefore } = summaryBefore;
    const { content: _b, ...settingsAfter } = summaryAfter;
    changes.push({
      area: "section",
      section: "summary",
      name: summaryAfter.name,
      ...none,
      edited: summaryBefore.content === summaryAfter.content ? 0 : 1,
      settings: !same(settingsBefore, settingsAfter),
    });
  }
  const lists: [string, ListSection | undefined, ListSection | undefined][] = [
    ...itemSectionKeys.map(
      (key) => [key, before.sections[key], after.sections[key]] as [string, ListSection, ListSection],
    ),
    ...[...new Set([...Object.keys(before.sections.custom), ...Object.keys(after.sections.custom)])].map(
      (id) =>
        [toCustomLayoutId(id), before.sections.custom[id], after.sections.custom[id]] as [
          string,
          ListSection | undefined,
          ListSection | undefined,
        ],
    ),
  ];
  for (const [section, old, now] of lists) {
    if (same(old, now)) continue;
    changes.push({
      area: "section",
      section,
      name: (now ?? old)?.name ?? section,
      ...compareItems(old, now),
    });
  }
  const { layout: layoutBefore, notes: notesBefore, ...designBefore } = before.metadata;
  const { layout: layoutAfter, notes: notesAfter, ...designAfter } = after.metadata;
  if (!same(layoutBefore, layoutAfter)) changes.push({ area: "layout", ...none });
  if (!same(designBefore, designAfter)) changes.push({ area: "design", ...none });
  if (notesBefore !== notesAfter) changes.push({ area: "notes", ...none });
  return changes;
};
