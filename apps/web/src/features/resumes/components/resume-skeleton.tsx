import { Skeleton } from "@/components/ui/skeleton";
import type { ResumesLayout } from "../hooks/use-resumes-layout";

/** Stands in for one resume while the list loads, in the shape of the real tile or row. */
export function ResumeSkeleton({ layout }: { layout: ResumesLayout }) {
  if (layout === "list") {
    return (
      <div className="flex items-center gap-3 rounded-lg border bg-card py-2 pe-3 ps-3">
        <Skeleton className="aspect-[1/1.4142] w-9 rounded-sm" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3.5 w-2/5" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3">
      <div className="rounded-md bg-muted/60 p-3 sm:p-4">
        <Skeleton className="mx-auto aspect-[1/1.4142] w-full max-w-40 bg-muted-foreground/10" />
      </div>
      <div className="flex flex-col gap-1.5 pt-0.5">
        <Skeleton className="h-3.5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
