import { createId } from "@vitae/schema";
import { useMemo } from "react";
import { useBuilderStore } from "../../../store/builder-store";
import { useEditorTarget } from "../../../store/editor-target";
import { type AnyItem, sectionOf } from "../../../store/section-edits";
import { emptyItem, itemKindOf } from "./item-fields";
import { ItemForm } from "./item-form";

/**
 * The add/edit dialog of the item `useEditorTarget().dialog` names, opened by the
 * section lists and by clicks in the preview. Renders nothing while no dialog is asked for, or when the section or
 * item is gone (removed in another tab, undone). It re-renders only when the dialog, the section's name or the
 * item's presence changes — not on every keystroke the open dialog writes to the resume.
 */
export function ItemDialogHost() {
  const target = useEditorTarget((state) => state.dialog);
  const close = useEditorTarget((state) => state.closeItemDialog);
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const sectionName = useBuilderStore((state) =>
    target && state.data ? sectionOf(state.data, target.section)?.name : undefined,
  );
  const itemExists = useBuilderStore((state) =>
    Boolean(
      target?.itemId &&
        state.data &&
        sectionOf(state.data, target.section)?.items.some((item) => item.id === target.itemId),
    ),
  );

  // The item as it is when the dialog opens (an existing one, or a blank one with its id fixed now).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opened target (and when the item appears).
  const item = useMemo<AnyItem | undefined>(() => {
    if (!target) return undefined;
    const data = useBuilderStore.getState().data;
    if (!target.itemId) return emptyItem(itemKindOf(target.section), createId()) as AnyItem;
    return data
      ? sectionOf(data, target.section)?.items.find((entry) => entry.id === target.itemId)
      : undefined;
  }, [target, itemExists]);

  if (!target || sectionName === undefined || !item || (target.itemId && !itemExists)) return null;
  return (
    <ItemForm
      key={`${target.section}:${item.id}`}
      sectionRef={target.section}
      sectionName={sectionName}
      mode={target.itemId ? "update" : "create"}
      item={item}
      locked={locked}
      onClose={close}
    />
  );
}
