/**
 * A resume's content was written: created, saved, imported, duplicated or restored from a version.
 * `hasVariants`: false when the write itself found that no variant stands on it (so none needs telling).
 */
export type ResumeSaved = { resumeId: string; userId: string; hasVariants?: boolean };

type Listener = (event: ResumeSaved) => void;

/**
 * What the resume services announce once a write has committed. Other features listen here rather than to
 * routes, so every path that changes a resume reaches them, whatever its URL (the printer pre-renders).
 */
export type ResumeEvents = {
  saved(event: ResumeSaved): void;
  /** Calls `listener` after each save; answers the function that stops it. */
  onSaved(listener: Listener): () => void;
};

/** `onError`: a listener that throws is reported there; the save it follows has already succeeded. */
export const createResumeEvents = (onError: (error: unknown) => void = () => undefined): ResumeEvents => {
  const listeners = new Set<Listener>();
  return {
    saved(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onError(error);
        }
      }
    },
    onSaved(listener) {
      // A listener added twice still gets its own entry, so either stop call removes only its own.
      const entry: Listener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
};
