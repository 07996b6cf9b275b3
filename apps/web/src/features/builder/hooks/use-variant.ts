import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  applyOverlay,
  diffToOverlay,
  type FlagResolution,
  type Overlay,
  type OverlayFlag,
  type Resume,
  type ResumeData,
  valueAtPath,
} from "@vitae/schema";
import { useCallback, useMemo } from "react";
import {
  getVariant,
  masterQuery,
  resolveVariantFlag,
  saveMasterData,
  saveVariantOverlay,
  variantQuery,
} from "../api/variants";
import { useBuilderStore } from "../store/builder-store";
import { onlyPaths, overriddenAmong, withoutPaths } from "../variant-scope";
import { adoptSaved, saveNow } from "./use-autosave";

export type VariantState = {
  master: Resume;
  /** What the variant overrides now, as the builder holds it (unsaved edits included). */
  overlay: Overlay;
  /** What the server found changed under the saved overrides, still relevant to what the builder holds. */
  flags: OverlayFlag[];
  /** Of `paths`, those the variant overrides (an item's path stands for its fields, a list's for its order). */
  overridden: (paths: readonly string[]) => string[];
  isOverridden: (path: string) => boolean;
  /** The master's values at `paths` again (an item's fields, a section's name…), as one undo step. */
  revert: (paths: readonly string[]) => void;
  /** The variant's values at `paths` saved on the master too (a real save of it): no longer overrides. */
  applyToMaster: (paths: readonly string[]) => Promise<void>;
  /** The user's choice for one flag: kept as the variant's own, or dropped. */
  resolveFlag: (flag: OverlayFlag, resolution: FlagResolution) => Promise<void>;
};

/**
 * The overrides of what the builder holds: every marker of the builder asks on each edit, so the diff is made
 * once per master and data, not once per marker.
 */
let lastDiff: { master: ResumeData; data: ResumeData; overlay: Overlay } | null = null;
const overlayOf = (master: ResumeData, data: ResumeData): Overlay => {
  if (lastDiff?.master !== master || lastDiff.data !== data) {
    lastDiff = { master, data, overlay: diffToOverlay(master, data) };
  }
  return lastDiff.overlay;
};

/**
 * The open resume as a variant of its master, or null for any other resume. The overrides are the differences
 * between the master and what the builder holds, measured the way the server stores them.
 */
export function useVariant(): VariantState | null {
  const queryClient = useQueryClient();
  const meta = useBuilderStore((state) => state.resume);
  const data = useBuilderStore((state) => state.data);
  const masterId = meta?.variantOf;
  const master = useQuery({ ...masterQuery(masterId ?? ""), enabled: masterId !== undefined });
  const stored = useQuery({
    ...variantQuery(masterId ?? "", meta?.id ?? "", meta?.updatedAt ?? ""),
    enabled: masterId !== undefined && meta !== null,
  });
  const masterData = master.data?.data;
  const overlay = useMemo(
    () => (masterData && data ? overlayOf(masterData, data) : undefined),
    [masterData, data],
  );

  const revert = useCallback(
    (paths: readonly string[]) => {
      if (!masterData) return;
      useBuilderStore
        .getState()
        .update(
          (current) =>
            applyOverlay(masterData, withoutPaths(diffToOverlay(masterData, current), paths)).resume,
        );
    },
    [masterData],
  );

  const applyToMaster = useCallback(
    async (paths: readonly string[]) => {
      const variantId = useBuilderStore.getState().resume?.id;
      if (!master.data || masterId === undefined || variantId === undefined) return;
      // The variant's latest text must be on the server first: it is what the master takes and what is dropped.
      await saveNow();
      const data = useBuilderStore.getState().data;
      if (!data) return;
      const next = applyOverlay(master.data.data, onlyPaths(diffToOverlay(master.data.data, data), paths));
      const saved = await saveMasterData(master.data, next.resume);
      queryClient.setQueryData(masterQuery(saved.id).queryKey, saved);
      // The stored overrides at those places go too, or a later change of the master there would not show.
      const now = await getVariant(masterId, variantId);
      adoptSaved(
        await saveVariantOverlay(masterId, variantId, withoutPaths(now.overlay, paths), now.resume.updatedAt),
      );
    },
    [master.data, masterId, queryClient],
  );

  const resolveFlag = useCallback(
    async (flag: OverlayFlag, resolution: FlagResolution) => {
      const variantId = useBuilderStore.getState().resume?.id;
      if (masterId === undefined || variantId === undefined) return;
      await saveNow();
      const updatedAt = useBuilderStore.getState().resume?.updatedAt ?? "";
      const variant = await resolveVariantFlag(masterId, variantId, { ...flag, resolution, updatedAt });
      queryClient.setQueryData(variantQuery(masterId, variantId, variant.resume.updatedAt).queryKey, variant);
      adoptSaved(variant.resume);
    },
    [masterId, queryClient],
  );

  if (masterId === undefined || !master.data || !overlay || !data) return null;
  const flags = (stored.data?.flags ?? []).filter((flag) =>
    flag.kind === "stale" ? flag.path in overlay.fields : valueAtPath(data, flag.path) !== undefined,
  );
  return {
    master: master.data,
    overlay,
    flags,
    overridden: (paths) => overriddenAmong(overlay, paths),
    isOverridden: (path) => overriddenAmong(overlay, [path]).length > 0,
    revert,
    applyToMaster,
    resolveFlag,
  };
}
