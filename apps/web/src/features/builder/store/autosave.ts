import type { Resume } from "@vitae/schema";
import { ApiError } from "@/lib/api-client";
import { conflictingResume, type UpdateResumeRequest } from "@/lib/update-resume";
import type { SaveStatus } from "./builder-store";

/** A save goes out 500 ms after the last edit. */
export const AUTOSAVE_DELAY_MS = 500;

/** Waits between retries of a failed save: 1 s, 2 s, 4 s … then every 30 s. */
export const retryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/** A save of a document on the version it was read at; the answer is the document as stored. */
type Saving = { updatedAt: string };

export type DocumentAutosaveOptions<Request extends Saving, Saved extends Saving> = {
  /** The document as edited now; null when there is nothing to save. */
  read: () => Request | null;
  save: (request: Request, options: { keepalive: boolean }) => Promise<Saved>;
  /** False for data the server would refuse: it waits for the user to fix it instead of failing. */
  isValid: (request: Request) => boolean;
  onSaved: (saved: Saved) => void;
  /** Someone saved elsewhere; `current` is the stored document (null if the answer did not carry it). */
  onConflict: (current: Saved | null) => void;
  onLocked: () => void;
  onStatus: (status: SaveStatus) => void;
  delayMs?: number;
  retryDelayMs?: (attempt: number) => number;
  /** The server's codes for a stale write and a locked document. */
  codes: { conflict: string; locked: string };
  /** With a conflict: the document as stored now, when the answer carries it. */
  conflicting: (error: unknown) => Saved | null;
};

export type AutosaveOptions = Omit<
  DocumentAutosaveOptions<UpdateResumeRequest, Resume>,
  "codes" | "conflicting"
>;

export type Autosave = {
  /** An edit happened: save it once the edits pause. */
  schedule: () => void;
  /** Saves what waits now (route leave; `keepalive` when the page goes away). */
  flush: (options?: { keepalive?: boolean }) => void;
  /** Goes on after a conflict or a lock was resolved, or tries a failed save again. */
  retry: () => void;
  /** The server holds exactly what is edited now (after loading theirs). */
  markSaved: () => void;
  /** From now on saves the resume as it is now, whatever the store shows next (the builder was left). */
  detach: () => void;
  hasUnsavedChanges: () => boolean;
  /** Resolves once nothing is waiting, or nothing more will happen without the user. */
  settled: () => Promise<void>;
  dispose: () => void;
};

/** Offline, a server hiccup or too many requests: worth trying again without the user. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The autosave of a resume (see `createDocumentAutosave`). */
export const createAutosave = (options: AutosaveOptions): Autosave =>
  createDocumentAutosave({
    ...options,
    codes: { conflict: "ResumeConflict", locked: "ResumeLocked" },
    conflicting: conflictingResume,
  });

/**
 * Every edit schedules a save 500 ms later; one request is in flight at
 * a time and the newest state goes next; transient failures retry with backoff; a conflict or a lock stops
 * saving until the user decides, and the edits stay where they are.
 */
export function createDocumentAutosave<Request extends Saving, Saved extends Saving>(
  options: DocumentAutosaveOptions<Request, Saved>,
): Autosave {
  const { read, save, isValid, onSaved, onConflict, onLocked, onStatus, codes, conflicting } = options;
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const retryDelayMs = options.retryDelayMs ?? retryDelay;

  let dirty = false;
  let inFlight = false;
  /** An edit waited while a save was in flight: the newest state goes right after it. */
  let queued = false;
  /** Stopped by a conflict or a lock until `retry()`. */
  let halted = false;
  let attempt = 0;
  let status: SaveStatus = "saved";
  let debounceTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set by `detach()`: the state to save, kept up to date with the server's updatedAt. */
  let frozen: Request | null = null;
  const waiting = new Set<() => void>();

  const isSettled = () => !inFlight && (!dirty || halted || status === "invalid" || status === "failed");

  const setStatus = (next: SaveStatus) => {
    status = next;
    onStatus(next);
    if (!isSettled()) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };

  const clearTimers = () => {
    if (debounceTimer) clearTimeout(debounceTimer);
    if (retryTimer) clearTimeout(retryTimer);
    debounceTimer = null;
    retryTimer = null;
  };

  const current = () => frozen ?? read();

  const succeeded = (saved: Saved) => {
    inFlight = false;
    attempt = 0;
    if (frozen) frozen = { ...frozen, updatedAt: saved.updatedAt };
    onSaved(saved);
    if (!dirty) {
      setStatus("saved");
    } else if (queued || !debounceTimer) {
      run();
    } else {
      setStatus("pending");
    }
    queued = false;
  };

  const failed = (error: unknown) => {
    inFlight = false;
    queued = false;
    dirty = true;
    if (error instanceof ApiError && error.code === codes.conflict) {
      halted = true;
      setStatus("conflict");
      onConflict(conflicting(error));
    } else if (error instanceof ApiError && error.code === codes.locked) {
      halted = true;
      setStatus("locked");
      onLocked();
    } else if (isTransient(error)) {
      attempt += 1;
      clearTimers();
      retryTimer = setTimeout(() => {
        retryTimer = null;
        run();
      }, retryDelayMs(attempt));
      setStatus("retrying");
    } else {
      setStatus("failed");
    }
  };

  function run(keepalive = false): void {
    if (!dirty || halted) return;
    if (inFlight) {
      queued = true;
      return;
    }
    clearTimers();
    const request = current();
    if (!request) return;
    if (!isValid(request)) {
      setStatus("invalid");
      return;
    }
    dirty = false;
    inFlight = true;
    setStatus("saving");
    save(request, { keepalive }).then(succeeded, failed);
  }

  return {
    schedule: () => {
      if (frozen) return;
      dirty = true;
      if (halted || retryTimer) return;
      if (debounceTimer) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = null;
        run();
      }, delayMs);
      if (!inFlight) setStatus("pending");
    },
    flush: ({ keepalive = false } = {}) => {
      if (!dirty || halted) return;
      if (inFlight && keepalive) {
        // The page is going away and may take the request in flight with it: send the newest state too.
        // If both arrive, the second gets a conflict and the draft kept on this device still has it.
        const request = current();
        if (request && isValid(request)) save(request, { keepalive }).catch(() => {});
        return;
      }
      run(keepalive);
    },
    retry: () => {
      halted = false;
      dirty = true;
      attempt = 0;
      run();
    },
    markSaved: () => {
      clearTimers();
      dirty = false;
      halted = false;
      queued = false;
      if (!inFlight) setStatus("saved");
    },
    detach: () => {
      frozen ??= read();
    },
    hasUnsavedChanges: () => dirty || inFlight,
    settled: () =>
      isSettled()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.add(resolve);
          }),
    dispose: () => {
      clearTimers();
      for (const resolve of waiting) resolve();
      waiting.clear();
    },
  };
}

/**
 * Saves what waits when the page goes away (closed, reloaded, hidden on a phone), with fetch keepalive so the
 * request outlives it. Answers what stops listening.
 */
export function flushWhenLeaving(autosave: Autosave): () => void {
  const flushBeforeLeaving = () => autosave.flush({ keepalive: true });
  const onVisibilityChange = () => {
    if (document.visibilityState === "hidden") flushBeforeLeaving();
  };
  window.addEventListener("pagehide", flushBeforeLeaving);
  document.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    window.removeEventListener("pagehide", flushBeforeLeaving);
    document.removeEventListener("visibilitychange", onVisibilityChange);
  };
}

/**
 * Ends a builder's save session: what waits is saved as it is now (whatever the store shows next), and the
 * session is disposed of once its last save is through; `onClosed` then forgets it.
 */
export function closeSession(autosave: Autosave, onClosed: () => void): void {
  autosave.detach();
  autosave.flush();
  void autosave.settled().then(() => {
    autosave.dispose();
    onClosed();
  });
}
