import { ApplicationsView } from "@/features/applications/components/applications-view";

export function Component() {
  return <ApplicationsView />;
}
