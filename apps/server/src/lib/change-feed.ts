/**
 * The database's change announcements ("resume:<id>", "review:<resumeId>", …, see notified-cache.ts) handed on
 * to whoever on this node follows one of them: live streams to browsers. Every node listens to the same NOTIFY
 * channel, so a change made through any node reaches the streams of all.
 */
export type ChangeFeed = {
  publish(change: string): void;
  /**
   * While announcements may have been missed (the listening connection was down), nobody can tell what
   * changed: when they arrive again, every follower is called once, as if everything had changed.
   */
  setLive(live: boolean): void;
  /** Calls `listener` with the change each time one of `changes` is announced; answers the function that stops. */
  follow(changes: readonly string[], listener: (change: string) => void): () => void;
};

export const createChangeFeed = (onError: (error: unknown) => void = () => undefined): ChangeFeed => {
  const followers = new Map<string, Set<(change: string) => void>>();
  let live = true;
  const call = (listener: (change: string) => void, change: string) => {
    try {
      listener(change);
    } catch (error) {
      onError(error);
    }
  };
  return {
    publish: (change) => {
      for (const listener of [...(followers.get(change) ?? [])]) call(listener, change);
    },
    setLive: (next) => {
      const missed = next && !live;
      live = next;
      if (!missed) return;
      for (const [change, listeners] of followers)
        for (const listener of [...listeners]) call(listener, change);
    },
    follow: (changes, listener) => {
      // Each call gets its own entry, so one stop removes only what it added.
      const entry = (change: string) => listener(change);
      for (const change of new Set(changes)) {
        let listeners = followers.get(change);
        if (listeners === undefined) {
          listeners = new Set();
          followers.set(change, listeners);
        }
        listeners.add(entry);
      }
      return () => {
        for (const change of changes) {
          const listeners = followers.get(change);
          listeners?.delete(entry);
          if (listeners?.size === 0) followers.delete(change);
        }
      };
    },
  };
};
