/**
 * Data derived from an instance, built once per instance object. The service keeps instances in a cache
 * (src/service/work.ts), so the samples of a group are scored against one object: what every verification
 * needs (an edge set, an adjacency matrix) is then built for the first sample only. Instances are never
 * mutated after generation, so the derived data cannot go stale; a WeakMap lets it go with the instance.
 */
export function perInstance<K extends object, T>(build: (instance: K) => T): (instance: K) => T {
  const cache = new WeakMap<K, T>();
  return (instance) => {
    let value = cache.get(instance);
    if (value === undefined) {
      value = build(instance);
      cache.set(instance, value);
    }
    return value;
  };
}
