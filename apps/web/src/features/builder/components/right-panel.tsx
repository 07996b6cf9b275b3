import { CustomCssSection } from "./right/custom-css-section";
import { ExportSection } from "./right/export-section";
import { HistorySection } from "./right/history/history-section";
import { JobMatchSection } from "./right/job-match/job-match-section";
import { LayoutSection } from "./right/layout-section";
import { MachineReadingSection } from "./right/machine-reading-section";
import { NotesSection } from "./right/notes-section";
import { PageSection } from "./right/page-section";
import { SharingSection } from "./right/sharing-section";
import { StatisticsSection } from "./right/statistics-section";
import { TemplateSection } from "./right/template-section";
import { ThemeSection } from "./right/theme-section";
import { TypographySection } from "./right/typography/typography-section";

/**
 * The right panel, in its order: template, layout, typography, theme, page, sharing, statistics, export, notes;
 * custom CSS (`metadata.css`) follows the page settings, the last of the look-and-feel group; the history comes
 * before the notes; what a machine reads of the PDF and the job-description match follow the export.
 */
export function RightPanel() {
  return (
    <>
      <TemplateSection />
      <LayoutSection />
      <TypographySection />
      <ThemeSection />
      <PageSection />
      <CustomCssSection />
      <SharingSection />
      <StatisticsSection />
      <ExportSection />
      <MachineReadingSection />
      <JobMatchSection />
      <HistorySection />
      <NotesSection />
    </>
  );
}
