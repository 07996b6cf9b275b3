/**
 * Changes to one field closer together than this make one undo step: undo takes back a typed word,
 * not each letter of it.
 */
export const COALESCE_WINDOW_MS = 1000;

/** The part of a zundo history an edit needs: pausing it keeps a burst's later keystrokes out of it. */
type PausableHistory = { pause: () => void; resume: () => void };

/**
 * Turns the edits of an undoable store into undo steps: an edit is its own step, except one under the same key
 * (a field's path) as the edit just before it, within COALESCE_WINDOW_MS, which joins that step.
 */
export function createEditBursts() {
  /** The last field edited and when. */
  let last: { key: string; at: number } | null = null;
  return {
    /** Applies an edit (`apply` sets the new state) as a step, or as part of the burst before it under `key`. */
    commit(key: string | undefined, history: PausableHistory, apply: () => void): void {
      const now = Date.now();
      const sameBurst = key !== undefined && last?.key === key && now - last.at < COALESCE_WINDOW_MS;
      last = key === undefined ? null : { key, at: now };
      if (!sameBurst) {
        apply();
        return;
      }
      // The step before the burst stays the one undo returns to.
      history.pause();
      apply();
      history.resume();
    },
    /** Ends a burst: the next edit is its own undo step, even in the same field. */
    end(): void {
      last = null;
    },
  };
}
