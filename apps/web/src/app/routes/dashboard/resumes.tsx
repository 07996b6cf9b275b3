import { DocumentTabs } from "@/features/resumes/components/document-tabs";
import { ResumesView } from "@/features/resumes/components/resumes-view";

export function Component() {
  return <ResumesView above={<DocumentTabs />} />;
}
