/**
 * The value kept under `name` for the whole process, made by `create` on first use.
 *
 * Next can load a module once per entry kind (the instrumentation, the pages, the route handlers,
 * the Payload config), each instance with its own module-level variables. State that must be one
 * per process (caches, the search index, the exit drain) is kept on `globalThis` here instead.
 */
export function onePerProcess<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>
  return (store[Symbol.for(`vitrin.${name}`)] ??= create())
}
