import type { DataPath, DataValue } from "../store/builder-store";
import { useBuilderStore } from "../store/builder-store";
import { getAtPath } from "../store/set-at-path";
import {
  fieldTranslation,
  useBuilderLanguageStore,
  withTranslatedText,
} from "../translations/builder-language";

/** The paths of the resume data whose value is of type `V` (text fields, switches, numbers). */
export type PathOf<V> = { [P in DataPath]: DataValue<P> extends V ? P : never }[DataPath];

/**
 * One field of the resume being edited, and what sets it. Re-renders only when that field changes. In another of
 * the resume's languages, a translatable text is that language's (empty while it is to translate) and setting it
 * sets the translation, as an edit of the resume like any other (undo, autosave, conflicts).
 */
export function useResumeField<P extends DataPath>(path: P): [DataValue<P>, (value: DataValue<P>) => void] {
  const language = useBuilderLanguageStore((state) => state.language);
  const value = useBuilderStore((state) => {
    const translation = fieldTranslation(state.data, language, path);
    if (translation !== null) return (translation.text ?? "") as DataValue<P>;
    return getAtPath(state.data, path) as DataValue<P>;
  });
  const setValue = useBuilderStore((state) => state.setValue);
  const update = useBuilderStore((state) => state.update);
  return [
    value,
    (next) => {
      const translation = fieldTranslation(useBuilderStore.getState().data, language, path);
      if (translation === null || typeof next !== "string") setValue(path, next);
      else
        update((data) => withTranslatedText(data, translation.language, translation.path, next), {
          coalesce: `${translation.language}:${path}`,
        });
    },
  ];
}

/** The whole resume data; only for views that show much of it (the preview). */
export const useResumeData = () => useBuilderStore((state) => state.data);

/** Locked resumes are read-only; true until a resume is loaded. */
export const useIsLocked = () => useBuilderStore((state) => state.resume?.locked ?? true);
