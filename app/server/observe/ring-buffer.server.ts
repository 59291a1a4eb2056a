/** The last `capacity` items pushed, newest first; older ones fall off. Per process, in memory. */
export interface RingBuffer<T> {
  push(item: T): void;
  /** Newest first. */
  list(): T[];
  /** Drops every item, or only those `keep` rejects. */
  clear(keep?: (item: T) => boolean): void;
  readonly size: number;
}

export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  let items: T[] = [];
  return {
    push(item) {
      items.push(item);
      if (items.length > capacity) items = items.slice(items.length - capacity);
    },
    list: () => [...items].reverse(),
    clear(keep) {
      items = keep ? items.filter(keep) : [];
    },
    get size() {
      return items.length;
    },
  };
}
