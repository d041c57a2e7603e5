/**
 * A bounded in-memory cache whose entries carry tags, so that a change can drop exactly the
 * entries that depend on it. Pure (no I/O): the process-wide instance, the loaders and the
 * cross-process invalidation live in ./index.
 */

/** Dropping this tag clears the whole cache (a change that anything may depend on). */
export const ALL = '*'

interface Entry<T = unknown> {
  value: T
  tags: readonly string[]
  expires: number
}

export interface TaggedCacheOptions {
  /** Oldest age of an entry, a safety net should an invalidation ever be missed. */
  ttlMs: number
  /** Entries kept; the least recently used goes first. */
  maxEntries: number
  now?: () => number
}

export class TaggedCache {
  private entries = new Map<string, Entry>()
  private byTag = new Map<string, Set<string>>()
  private inflight = new Map<string, Promise<unknown>>()
  /** Grows with every invalidation: a load that started before one must not be stored. */
  private epoch_ = 0
  private readonly now: () => number

  constructor(private readonly options: TaggedCacheOptions) {
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  /** Changes with every invalidation; see setIfCurrent. */
  get epoch(): number {
    return this.epoch_
  }

  /** Stores a value computed since `epoch` was read, unless an invalidation came in between. */
  setIfCurrent(key: string, value: unknown, tags: readonly string[], epoch: number): boolean {
    if (epoch !== this.epoch_) return false
    this.set(key, value, tags)
    return true
  }

  get(key: string): { value: unknown } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { value: entry.value }
  }

  set(key: string, value: unknown, tags: readonly string[]): void {
    this.delete(key)
    this.entries.set(key, { value, tags, expires: this.now() + this.options.ttlMs })
    for (const tag of tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  /**
   * The cached value of `key`, else `load()`'s, stored under the tags `tagsOf` gives it.
   * Concurrent callers of one key share one load; a load overtaken by an invalidation is
   * returned to its callers but not kept.
   */
  async getOrLoad<T>(
    key: string,
    load: () => Promise<T>,
    tagsOf: (value: T) => readonly string[],
  ): Promise<T> {
    const hit = this.get(key)
    if (hit) return hit.value as T
    const running = this.inflight.get(key)
    if (running) return running as Promise<T>
    const startedAt = this.epoch_
    const promise = load().then(
      (value) => {
        this.inflight.delete(key)
        if (this.epoch_ === startedAt) this.set(key, value, tagsOf(value))
        return value
      },
      (error: unknown) => {
        this.inflight.delete(key)
        throw error
      },
    )
    this.inflight.set(key, promise)
    return promise
  }

  /** Drops every entry carrying one of `tags` (all of them for ALL); returns how many. */
  invalidate(tags: Iterable<string>): number {
    this.epoch_++
    // Loads in flight started before this change: later callers must not join them.
    this.inflight.clear()
    let dropped = 0
    for (const tag of tags) {
      if (tag === ALL) {
        dropped += this.entries.size
        this.entries.clear()
        this.byTag.clear()
        return dropped
      }
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        if (this.delete(key)) dropped++
      }
    }
    return dropped
  }

  private delete(key: string): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.entries.delete(key)
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.byTag.delete(tag)
    }
    return true
  }
}

/** The tags a change to one document invalidates: its own and its collection's list tag. */
export function tagsForChange(collection: string, id?: string | number | null): string[] {
  return id === undefined || id === null ? [collection] : [collection, `${collection}:${id}`]
}
