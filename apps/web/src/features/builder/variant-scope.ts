import { type Overlay, overlayPath, type ResumeData } from "@vitae/schema";

/*
 * Which overrides one marker of the builder stands for. A path covers what the overlay sets at it and inside it
 * (an item's fields under the item), except a list's own path: that is the list's membership and order alone,
 * so "Revert to master" on a section's order never takes back the texts of its items.
 */

const covers = (overlay: Overlay, path: string, key: string) =>
  key === path || (!(path in overlay.lists) && key.startsWith(`${path}.`));

const coveredBy = (overlay: Overlay, paths: readonly string[]) => (key: string) =>
  paths.some((path) => covers(overlay, path, key));

const filter = <T>(record: Record<string, T>, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

/** The overlay without what `paths` cover: those places follow the master again. */
export const withoutPaths = (overlay: Overlay, paths: readonly string[]): Overlay => {
  const covered = coveredBy(overlay, paths);
  return {
    fields: filter(overlay.fields, (key) => !covered(key)),
    lists: filter(overlay.lists, (key) => !covered(key)),
    snapshots: filter(overlay.snapshots, (key) => !covered(key)),
  };
};

/** Only what `paths` cover, with every snapshot (what the master gets from "Apply to master too"). */
export const onlyPaths = (overlay: Overlay, paths: readonly string[]): Overlay => {
  const covered = coveredBy(overlay, paths);
  return {
    fields: filter(overlay.fields, covered),
    lists: filter(overlay.lists, covered),
    snapshots: overlay.snapshots,
  };
};

/** Of `paths`, those the overlay sets something at. */
export const overriddenAmong = (overlay: Overlay, paths: readonly string[]): string[] =>
  paths.filter((path) =>
    [...Object.keys(overlay.fields), ...Object.keys(overlay.lists)].some((key) => covers(overlay, path, key)),
  );

/**
 * The overlay path of a builder field's path: list positions become item ids
 * (`basics.customFields.0.name` → `basics.customFields.<id>.name`), as overlays key items by id.
 */
export const overlayPathOfField = (data: ResumeData, fieldPath: string): string => {
  const segments: string[] = [];
  let node: unknown = data;
  for (const segment of fieldPath.split(".")) {
    const item = Array.isArray(node) && /^\d+$/.test(segment) ? node[Number(segment)] : undefined;
    const id =
      typeof item === "object" && item !== null && "id" in item && typeof item.id === "string"
        ? item.id
        : undefined;
    segments.push(id ?? segment);
    node =
      item ??
      (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined);
  }
  return overlayPath(segments);
};

/** The paths a section's settings have in an overlay: everything but its items (name, visibility, columns…). */
export const sectionSettingsPaths = (overlay: Overlay, sectionPath: string): string[] => {
  const items = `${sectionPath}.items`;
  return [...Object.keys(overlay.fields), ...Object.keys(overlay.lists)].filter(
    (key) => key.startsWith(`${sectionPath}.`) && key !== items && !key.startsWith(`${items}.`),
  );
};

/** A section's path in an overlay, from the builder's section reference ("experience", "custom.<id>"). */
export const sectionOverlayPath = (sectionRef: string): string => {
  const [head, customId] = sectionRef.split(".");
  return head === "custom" && customId !== undefined
    ? overlayPath(["sections", "custom", customId])
    : overlayPath(["sections", sectionRef]);
};
