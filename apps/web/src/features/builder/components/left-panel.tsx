import { BasicsSection } from "./left/basics-section";
import { ItemDialogHost } from "./left/item-dialog/item-dialog-host";
import { SectionRows } from "./left/section-rows";
import { SummarySection } from "./left/summary-section";
import { VariantSection } from "./left/variant-section";

/** The left panel, in its order: on a variant what it overrides, then basics, summary, the list and custom sections. */
export function LeftPanel() {
  return (
    <>
      <VariantSection />
      <BasicsSection />
      <SummarySection />
      <SectionRows />
      <ItemDialogHost />
    </>
  );
}
