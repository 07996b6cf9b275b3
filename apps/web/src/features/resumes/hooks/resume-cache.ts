import type { QueryClient } from "@tanstack/react-query";
import type { Resume } from "@vitae/schema";
import { byUpdatedAtDesc } from "../api/get-resumes";
import { resumeKeys } from "../api/query-keys";

/** Every resume mutation carries this key, so one can tell whether others are still running. */
export const resumeMutationKey = ["resumes"] as const;

/** Writes a resume into the list (keeping the updatedAt order) and into its own entry. */
export function putResume(queryClient: QueryClient, resume: Resume): void {
  queryClient.setQueryData<Resume[]>(resumeKeys.list, (list) =>
    list ? [...list.filter((item) => item.id !== resume.id), resume].sort(byUpdatedAtDesc) : list,
  );
  queryClient.setQueryData<Resume>(resumeKeys.detail(resume.id), resume);
}

export function removeResume(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Resume[]>(resumeKeys.list, (list) => list?.filter((item) => item.id !== id));
  queryClient.removeQueries({ queryKey: resumeKeys.detail(id), exact: true });
}

/**
 * The cached resume, what an optimistic update can roll back to: the newer of its own entry and its copy in
 * the list, since either may have been fetched last.
 */
export function findResume(queryClient: QueryClient, id: string): Resume | undefined {
  const own = queryClient.getQueryData<Resume>(resumeKeys.detail(id));
  const listed = queryClient.getQueryData<Resume[]>(resumeKeys.list)?.find((item) => item.id === id);
  if (!own || !listed) return own ?? listed;
  return byUpdatedAtDesc(own, listed) <= 0 ? own : listed;
}

/** Stops refetches in flight so they cannot overwrite an optimistic change with older data. */
export async function cancelResumeQueries(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: resumeKeys.list }),
    queryClient.cancelQueries({ queryKey: resumeKeys.detail(id) }),
  ]);
}

/**
 * After a failed write the server's state is unknown (the resume may be gone, or locked elsewhere), so the
 * list is fetched again, unless another resume mutation is still running: its optimistic change would flicker.
 */
export function resyncAfterFailure(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: resumeMutationKey }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: resumeKeys.list });
}
