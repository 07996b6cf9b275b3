import type { DataPath, DataValue } from "../store/builder-store";
import { useBuilderStore } from "../store/builder-store";
import { getAtPath } from "../store/set-at-path";

/** The paths of the resume data whose value is of type `V` (text fields, switches, numbers). */
export type PathOf<V> = { [P in DataPath]: DataValue<P> extends V ? P : never }[DataPath];

/** One field of the resume being edited, and what sets it. Re-renders only when that field changes. */
export function useResumeField<P extends DataPath>(path: P): [DataValue<P>, (value: DataValue<P>) => void] {
  const value = useBuilderStore((state) => getAtPath(state.data, path) as DataValue<P>);
  const setValue = useBuilderStore((state) => state.setValue);
  return [value, (next) => setValue(path, next)];
}

/** The whole resume data; only for views that show much of it (the preview). */
export const useResumeData = () => useBuilderStore((state) => state.data);

/** Locked resumes are read-only; true until a resume is loaded. */
export const useIsLocked = () => useBuilderStore((state) => state.resume?.locked ?? true);
