import { useSyncExternalStore } from "react";

/** One toast on screen at a time; a dismissed toast leaves the DOM 5000 ms later. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 5000;

export type ToastVariant = "default" | "success" | "error" | "info";

export type ToastOptions = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
};

export type Toast = ToastOptions & {
  id: string;
  open: boolean;
};

export type ToastAction =
  | { type: "add"; toast: Toast }
  | { type: "update"; id: string; changes: ToastOptions }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure state transition; timers live in the store so this stays testable on its own. */
export function toastReducer(toasts: readonly Toast[], action: ToastAction, limit = TOAST_LIMIT): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...toasts].slice(0, limit);
    case "update":
      return toasts.map((item) => (item.id === action.id ? { ...item, ...action.changes } : item));
    case "dismiss":
      return toasts.map((item) =>
        action.id === undefined || item.id === action.id ? { ...item, open: false } : item,
      );
    case "remove":
      return action.id === undefined ? [] : toasts.filter((item) => item.id !== action.id);
  }
}

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: ToastOptions) => void;
};

export type ToastStore = {
  getToasts: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  show: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: string) => void;
};

export function createToastStore({ limit = TOAST_LIMIT, removeDelay = TOAST_REMOVE_DELAY } = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action, limit);
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: "remove", id });
      }, removeDelay),
    );
  };

  const dismiss = (id?: string) => {
    for (const item of toasts) {
      if (id === undefined || item.id === id) scheduleRemoval(item.id);
    }
    dispatch(id === undefined ? { type: "dismiss" } : { type: "dismiss", id });
  };

  const show = (options: ToastOptions): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: "add", toast: { ...options, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes) => dispatch({ type: "update", id, changes }),
    };
  };

  return {
    getToasts: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show,
    dismiss,
  };
}

/** The app-wide toast queue; `toast()` works from anywhere, inside React or not. */
export const toastStore = createToastStore();

export function toast(options: ToastOptions): ToastHandle {
  return toastStore.show(options);
}

export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
}
