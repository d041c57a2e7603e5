/**
 * The value kept under `name` on `globalThis`, made by `create` on first use: Next can load a
 * module once per entry kind (instrumentation, pages, route handlers, the Payload config), each
 * with its own variables, but caches, the search index and the exit drain must be one per process.
 */
export function onePerProcess<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>
  return (store[Symbol.for(`vitrin.${name}`)] ??= create())
}
