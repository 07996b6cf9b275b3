import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  applyOverlay,
  diffToOverlay,
  type Overlay,
  type OverlayFlag,
  pickOverride,
  type Resume,
  valueAtPath,
  withoutOverride,
} from "@vitae/schema";
import { useCallback, useMemo } from "react";
import { getResumeNow, masterQuery, saveMasterData, variantQuery } from "../api/variants";
import { useBuilderStore } from "../store/builder-store";

export type VariantState = {
  master: Resume;
  /** What the variant overrides now, as the builder holds it (unsaved edits included). */
  overlay: Overlay;
  /** What the server found changed under the saved overrides, still relevant to what the builder holds. */
  flags: OverlayFlag[];
  isOverridden: (path: string) => boolean;
  /** The master's value at `path` again (an item's field, a section's name…). */
  revert: (path: string) => void;
  /** The variant's value at `path` saved on the master too: it is then no longer an override. */
  applyToMaster: (path: string) => Promise<void>;
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
    () => (masterData && data ? diffToOverlay(masterData, data) : undefined),
    [masterData, data],
  );

  const revert = useCallback(
    (path: string) => {
      if (!masterData) return;
      useBuilderStore
        .getState()
        .update(
          (current) =>
            applyOverlay(masterData, withoutOverride(diffToOverlay(masterData, current), path)).resume,
        );
    },
    [masterData],
  );

  const applyToMaster = useCallback(
    async (path: string) => {
      const current = useBuilderStore.getState();
      if (!master.data || !current.data || !current.resume) return;
      const next = applyOverlay(
        master.data.data,
        pickOverride(diffToOverlay(master.data.data, current.data), path),
      );
      const saved = await saveMasterData(master.data, next.resume);
      queryClient.setQueryData(masterQuery(saved.id).queryKey, saved);
      // The master's save moved the variant on too: its next save must name that state.
      const now = await getResumeNow(current.resume.id);
      useBuilderStore.getState().patchResume({ updatedAt: now.updatedAt });
    },
    [master.data, queryClient],
  );

  if (masterId === undefined || !master.data || !overlay || !data) return null;
  const flags = (stored.data?.flags ?? []).filter((flag) =>
    flag.kind === "stale" ? flag.path in overlay.fields : valueAtPath(data, flag.path) !== undefined,
  );
  const paths = [...Object.keys(overlay.fields), ...Object.keys(overlay.lists)];
  return {
    master: master.data,
    overlay,
    flags,
    isOverridden: (path) => paths.some((key) => key === path || key.startsWith(`${path}.`)),
    revert,
    applyToMaster,
  };
}
