import { ResumesView } from "@/features/resumes/components/resumes-view";

export function Component() {
  return <ResumesView />;
}
