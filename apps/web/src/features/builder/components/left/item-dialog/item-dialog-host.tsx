/** The add/edit item dialog of the section named by `useEditorTarget().dialog`; filled in by the item dialogs. */
export function ItemDialogHost() {
  return null;
}
