import {
  applyOverlay,
  type CreateVariantInput,
  diffToOverlay,
  emptyOverlay,
  type Overlay,
  overriddenPaths,
  type ResolveVariantFlagInput,
  type Resume,
  ResumeDataSchema,
  resolveFlag,
  slugify,
  type UpdateResumeInput,
  type Variant,
  type VariantSummary,
} from "@vitae/schema";
import type { ResumeRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  announceSaved,
  deleteResume,
  insertWithFreeSlug,
  ResumeConflictError,
  type ResumeDeps,
  toResume,
} from "./resume.service.ts";
import { type OwnResume, ownResume } from "./resume-access.ts";
import type { ResumeSaved } from "./resume-events.ts";
import { resumeJson } from "./resume-json.ts";
import { sanitizeResumeData } from "./resume-sanitize.ts";
import * as repo from "./variants.repo.ts";

/*
 * Per-job variants (docs/decisions/0011): a variant is a resume whose row keeps only its overlay over its master.
 * Reads merge it (variants.repo.ts); a whole-document save is turned back into the differences here.
 */

type MergedRow = repo.StoredResume;

const notFound = () => new AppError("ResumeNotFound");

/** The caller's variant of the caller's master, or `ResumeNotFound` (as for a resume that is not theirs). */
const ownVariant = async (
  deps: ResumeDeps,
  { variantId, ...own }: OwnResume & { variantId: string },
): Promise<MergedRow & { overlaid: repo.Overlaid }> => {
  const master = await ownResume(deps.db, own);
  const variant: MergedRow = await ownResume(deps.db, { userId: own.userId, id: variantId });
  if (variant.variantOf !== master.id || variant.overlaid === undefined) throw notFound();
  return { ...variant, overlaid: variant.overlaid };
};

const sameInstant = (a: Date, iso: string) => a.getTime() === new Date(iso).getTime();

/**
 * Stores `overlay` (with title, slug and visibility) when the caller saw the variant's latest state, its master's
 * included; answers the merged resume as JSON text. Stale: `ResumeConflict` with the variant as it is now.
 */
const writeOverlay = async (
  deps: ResumeDeps,
  options: {
    current: MergedRow & { overlaid: repo.Overlaid };
    overlay: Overlay;
    expectedUpdatedAt: string;
    changes: Pick<ResumeRow, "title" | "slug" | "visibility">;
    versionReason?: UpdateResumeInput["versionReason"];
  },
): Promise<string> => {
  const { current } = options;
  const key = { id: current.id, userId: current.userId };
  const row = sameInstant(current.updatedAt, options.expectedUpdatedAt)
    ? await repo.updateVariantIfCurrent(deps.db, {
        ...key,
        masterId: current.variantOf ?? "",
        expectedUpdatedAt: new Date(options.expectedUpdatedAt),
        changes: { ...options.changes, overlayJson: JSON.stringify(options.overlay) },
        versionReason: options.versionReason,
      })
    : undefined;
  deps.cache?.forgetGroup(current.id);
  if (row !== undefined) {
    announceSaved(deps, row);
    const merged = await repo.mergeRow(deps.db, row);
    if (merged !== undefined) return resumeJson({ ...merged, data: JSON.stringify(merged.data) });
  }
  const now: MergedRow = await ownResume(deps.db, key);
  if (now.locked) throw new AppError("ResumeLocked");
  throw new ResumeConflictError(toResume(now));
};

/**
 * A whole resume saved on a variant (the builder's autosave, an import over it): kept as its differences from the
 * master, the overrides it already had keeping the master text they were made over.
 */
export const saveVariantDocument = async (
  deps: ResumeDeps,
  { current, input }: { current: MergedRow; input: UpdateResumeInput },
): Promise<string> => {
  if (current.overlaid === undefined) throw notFound();
  const { masterData, overlay: previous } = current.overlaid;
  const overlay = diffToOverlay(masterData, sanitizeResumeData(input.data), previous);
  return writeOverlay(deps, {
    current: { ...current, overlaid: current.overlaid },
    overlay,
    expectedUpdatedAt: input.updatedAt,
    changes: { title: input.title, slug: input.slug, visibility: input.visibility },
    versionReason: input.versionReason,
  });
};

/**
 * "Tailor for a job": a private variant of the resume, named and with its job description kept for the match. A
 * variant of a variant is a variant of the same master starting from the same overrides.
 */
export const createVariant = async (
  deps: ResumeDeps,
  { input, ...own }: OwnResume & { input: CreateVariantInput },
): Promise<Resume> => {
  const source: MergedRow = await ownResume(deps.db, own);
  const masterId = source.variantOf ?? source.id;
  const row = await insertWithFreeSlug(deps.db, {
    userId: own.userId,
    title: input.name,
    slug: slugify(input.name) || `${source.slug}-variant`,
    visibility: "private",
    // The row keeps the overlay where a resume keeps its data (see variants.repo.ts).
    data: (source.overlaid?.overlay ?? emptyOverlay()) as never,
    variantOf: masterId,
  });
  if (input.jobDescription !== "") {
    await repo.insertJobDescription(deps.db, {
      resumeId: row.id,
      name: input.name,
      text: input.jobDescription,
    });
  }
  announceSaved(deps, row);
  const merged = await repo.mergeRow(deps.db, row);
  if (merged === undefined) throw notFound();
  return toResume(merged);
};

const summaryOf = (row: MergedRow): VariantSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  variantOf: row.variantOf ?? "",
  updatedAt: row.updatedAt.toISOString(),
  overrides: row.overlaid === undefined ? 0 : overriddenPaths(row.overlaid.overlay).length,
  flags: row.overlaid?.flags ?? [],
});

export const listVariants = async (deps: ResumeDeps, own: OwnResume): Promise<VariantSummary[]> => {
  const master = await ownResume(deps.db, own);
  return (await repo.listVariants(deps.db, master.id)).map(summaryOf);
};

export const getVariant = async (
  deps: ResumeDeps,
  own: OwnResume & { variantId: string },
): Promise<Variant> => {
  const variant = await ownVariant(deps, own);
  return { resume: toResume(variant), overlay: variant.overlaid.overlay, flags: variant.overlaid.flags };
};

/**
 * Stores an overlay sent as such ("Revert to master" drops a path from it). Its result must be a valid resume; it
 * is kept as the differences that result has, so what is stored is always exactly what the variant shows.
 */
export const updateVariantOverlay = async (
  deps: ResumeDeps,
  { overlay, updatedAt, ...own }: OwnResume & { variantId: string; overlay: Overlay; updatedAt: string },
): Promise<string> => {
  const current = await ownVariant(deps, own);
  const { masterData } = current.overlaid;
  const parsed = ResumeDataSchema.safeParse(applyOverlay(masterData, overlay).resume);
  if (!parsed.success) {
    throw new AppError("ValidationError", { message: "These overrides do not make a valid resume" });
  }
  return writeOverlay(deps, {
    current,
    overlay: diffToOverlay(masterData, sanitizeResumeData(parsed.data), overlay),
    expectedUpdatedAt: updatedAt,
    changes: { title: current.title, slug: current.slug, visibility: current.visibility },
  });
};

/**
 * The user's choice for one flag the master's edits raised on the variant (keep the text as the variant's own, or
 * drop it): stored like any change to its overrides, refused when stale. A flag the variant no longer shows is
 * `NotFound`, so a choice made on an old screen never settles another one.
 */
export const resolveVariantFlag = async (
  deps: ResumeDeps,
  { path, kind, resolution, updatedAt, ...own }: OwnResume & { variantId: string } & ResolveVariantFlagInput,
): Promise<Variant> => {
  const current = await ownVariant(deps, own);
  const { masterData, overlay } = current.overlaid;
  const resolved = resolveFlag(masterData, overlay, { path, kind }, resolution);
  if (resolved === undefined) {
    throw new AppError("NotFound", {
      message: `The variant has no ${kind} flag at ${path} to ${resolution}`,
    });
  }
  await writeOverlay(deps, {
    current,
    overlay: resolved,
    expectedUpdatedAt: updatedAt,
    changes: { title: current.title, slug: current.slug, visibility: current.visibility },
  });
  return getVariant(deps, own);
};

/** Moves a variant to the trash, as deleting any resume does. */
export const deleteVariant = async (
  deps: ResumeDeps,
  own: OwnResume & { variantId: string },
): Promise<Resume> => {
  const variant = await ownVariant(deps, own);
  return deleteResume(deps, { userId: own.userId, id: variant.id });
};

/**
 * A master's save changes what each of its variants shows: they are announced as saved too (the printer
 * pre-renders them). Variants have no variants, so this stops there.
 */
export const announceVariantsOf = async (deps: ResumeDeps, saved: ResumeSaved): Promise<void> => {
  // The save found none: the autosave's common case asks the database nothing more.
  if (saved.hasVariants === false) return;
  for (const variant of await repo.findVariantIds(deps.db, saved.resumeId)) {
    deps.cache?.forgetGroup(variant.id);
    announceSaved(deps, variant);
  }
};
