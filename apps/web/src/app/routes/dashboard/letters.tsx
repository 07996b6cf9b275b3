import { DocumentTabs } from "@/features/resumes/components/document-tabs";
import { LettersView } from "@/features/resumes/components/letters-view";

export function Component() {
  return <LettersView above={<DocumentTabs />} />;
}
