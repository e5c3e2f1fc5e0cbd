/**
 * One shared, lazily started thing per process (the database, the live feed), kept on globalThis
 * so the development server's module reloads reuse it. A start that fails is forgotten, so the
 * next call tries again.
 */
export function processSlot<T>(name: string) {
  const holder = globalThis as unknown as Record<string, Promise<T> | undefined>;
  return {
    get(start: () => Promise<T>): Promise<T> {
      holder[name] ??= start();
      const attempt = holder[name];
      attempt.catch(() => {
        if (holder[name] === attempt) holder[name] = undefined;
      });
      return attempt;
    },
    /** Empties the slot, handing back what was in it. */
    take(): Promise<T> | undefined {
      const current = holder[name];
      holder[name] = undefined;
      return current;
    },
    set(value: Promise<T>): void {
      holder[name] = value;
    },
  };
}
