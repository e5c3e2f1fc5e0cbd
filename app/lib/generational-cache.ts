interface Loading<V> {
  generation: number;
  value: Promise<V>;
}

/**
 * Values loaded once and kept until their group is forgotten (a product's pages, say, forgotten
 * when its reviews change). Callers asking while a value loads share that one load (single
 * flight). Forgetting moves the clock on: a load that started before is still answered to whoever
 * asked for it, but never kept, and a caller asking afterwards starts a fresh load.
 */
export class GenerationalCache<V> {
  private readonly values = new Map<string, { group: string; generation: number; value: V }>();
  private readonly loading = new Map<string, Loading<V>>();
  /** Moves on at every `forget`; a value loaded from a start before its group's last forget is stale. */
  private clock = 0;
  private readonly forgotten = new Map<string, number>();
  private allForgotten = 0;

  private fresh(group: string, generation: number): boolean {
    return generation >= Math.max(this.allForgotten, this.forgotten.get(group) ?? 0);
  }

  /** The value of `key` (in `group`), loaded by `load` unless kept or already loading. */
  get(group: string, key: string, load: () => Promise<V>): V | Promise<V> {
    const id = `${group}\u0000${key}`;
    const kept = this.values.get(id);
    if (kept && this.fresh(group, kept.generation)) return kept.value;
    const current = this.loading.get(id);
    if (current && this.fresh(group, current.generation)) return current.value;
    const generation = this.clock;
    const value = load();
    const entry: Loading<V> = { generation, value };
    this.loading.set(id, entry);
    value.then(
      (loaded) => {
        if (this.loading.get(id) === entry) this.loading.delete(id);
        if (this.fresh(group, generation))
          this.values.set(id, { group, generation, value: loaded });
      },
      () => {
        if (this.loading.get(id) === entry) this.loading.delete(id);
      },
    );
    return value;
  }

  /** Drops a group's values (or every group's: "*"); loads under way are not kept. */
  forget(group: string): void {
    this.clock += 1;
    if (group === "*") {
      this.allForgotten = this.clock;
      this.values.clear();
      this.loading.clear();
      this.forgotten.clear();
      return;
    }
    this.forgotten.set(group, this.clock);
    for (const [id, kept] of this.values) if (kept.group === group) this.values.delete(id);
    for (const id of this.loading.keys())
      if (id.startsWith(`${group}\u0000`)) this.loading.delete(id);
  }

  /** Values kept (tests, and a bound on memory: one per group and key). */
  get size(): number {
    return this.values.size;
  }
}
