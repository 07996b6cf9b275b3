import { createId } from "@vitae/schema";
import { useMemo } from "react";
import { useBuilderStore } from "../../../store/builder-store";
import { useEditorTarget } from "../../../store/editor-target";
import { type AnyItem, sectionOf } from "../../../store/section-edits";
import { emptyItem, itemKindOf } from "./item-fields";
import { ItemForm } from "./item-form";

/**
 * The add/edit dialog of the item `useEditorTarget().dialog` names (spec §4 section item dialogs), opened by the
 * section lists and by clicks in the preview. Renders nothing while no dialog is asked for, or when the section or
 * item is gone (removed in another tab, undone).
 */
export function ItemDialogHost() {
  const target = useEditorTarget((state) => state.dialog);
  const section = useBuilderStore((state) =>
    target && state.data ? sectionOf(state.data, target.section) : undefined,
  );
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const close = useEditorTarget((state) => state.closeItemDialog);

  const original = target?.itemId ? section?.items.find((item) => item.id === target.itemId) : undefined;
  // A new item's id is fixed when the dialog opens, so re-renders keep the same one.
  const blank = useMemo<AnyItem | undefined>(
    () =>
      target && !target.itemId ? (emptyItem(itemKindOf(target.section), createId()) as AnyItem) : undefined,
    [target],
  );

  if (!target || !section) return null;
  const item = original ?? blank;
  if (!item) return null;
  return (
    <ItemForm
      key={`${target.section}:${item.id}`}
      sectionRef={target.section}
      sectionName={section.name}
      mode={original ? "update" : "create"}
      item={item}
      locked={locked}
      onClose={close}
    />
  );
}
