import { BasicsSection } from "./left/basics-section";
import { ItemDialogHost } from "./left/item-dialog/item-dialog-host";
import { SectionRows } from "./left/section-rows";
import { SummarySection } from "./left/summary-section";

/** The left panel, in its order: basics, summary, then the list and custom sections. */
export function LeftPanel() {
  return (
    <>
      <BasicsSection />
      <SummarySection />
      <SectionRows />
      <ItemDialogHost />
    </>
  );
}
