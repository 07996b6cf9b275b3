import { z } from "zod";
import {
  applyOverlay,
  diffToOverlay,
  type Overlay,
  type OverlayFlag,
  overlayPathSegments,
  withoutOverride,
} from "./overlay.ts";
import type { ResumeData } from "./resume-data.ts";

/**
 * What the user chose for a flag (see `applyOverlay`), never decided for them:
 * - `keep`: a detached item or custom section becomes the overlay's own (no longer tied to the base's, so no
 *   longer flagged); a stale text stays, confirmed over the base's text as it is now.
 * - `drop`: a detached item or section leaves the resume with everything the overlay set in it; a stale or
 *   orphaned override goes, so that place follows the base again.
 */
export const flagResolutions = ["keep", "drop"] as const;
export const FlagResolutionSchema = z.enum(flagResolutions);
export type FlagResolution = z.infer<typeof FlagResolutionSchema>;

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `data` without the list item or record entry at `path` (a detached item or custom section). */
const withoutElement = (data: ResumeData, path: string): ResumeData => {
  const copy = JSON.parse(JSON.stringify(data)) as ResumeData;
  const segments = overlayPathSegments(path);
  const key = segments.at(-1) ?? "";
  let container: unknown = copy;
  for (const segment of segments.slice(0, -1)) {
    container = Array.isArray(container)
      ? container.find((item) => isNode(item) && item.id === segment)
      : isNode(container)
        ? container[segment]
        : undefined;
  }
  if (Array.isArray(container)) {
    const index = container.findIndex((item) => isNode(item) && item.id === key);
    if (index >= 0) container.splice(index, 1);
  } else if (isNode(container)) {
    delete container[key];
  }
  return copy;
};

const within = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/**
 * The overlay once the user resolved `flag` (one that applying it over `base` reports now), or undefined when
 * there is no such flag or nothing to keep (an orphaned override has no place to keep it in). Everything else
 * the overlay sets is left as it was, flags included.
 */
export const resolveFlag = (
  base: ResumeData,
  overlay: Overlay,
  flag: OverlayFlag,
  resolution: FlagResolution,
): Overlay | undefined => {
  const applied = applyOverlay(base, overlay);
  const current = applied.flags.some((found) => found.path === flag.path && found.kind === flag.kind);
  if (!current) return undefined;
  if (resolution === "drop") {
    const previous = withoutOverride(overlay, flag.path);
    const edited =
      flag.kind === "detached"
        ? withoutElement(applied.resume, flag.path)
        : applyOverlay(base, previous).resume;
    return diffToOverlay(base, edited, previous);
  }
  if (flag.kind === "orphaned") return undefined;
  // Kept: what the variant shows now, measured against the base as it is now for this place alone.
  const previous: Overlay = {
    fields: { ...overlay.fields },
    lists: overlay.lists,
    snapshots: Object.fromEntries(
      Object.entries(overlay.snapshots).filter(
        ([key]) => flag.kind !== "detached" || !within(key, flag.path),
      ),
    ),
  };
  if (flag.kind === "stale") delete previous.fields[flag.path];
  return diffToOverlay(base, applied.resume, previous);
};
