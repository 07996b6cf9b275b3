import { TrashView } from "@/features/resumes/components/trash-view";

export function Component() {
  return <TrashView />;
}
