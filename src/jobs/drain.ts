/**
 * Lead mails being sent, which a stopping server (server.mjs) waits for before it exits. The state
 * is on globalThis: the server file and the task's bundled module must see the same one.
 */
interface DrainState {
  running: Set<Promise<unknown>>
  signalled: boolean
}
const key = Symbol.for('vitrin.exitDrain')
const state = ((globalThis as unknown as Record<symbol, DrainState | undefined>)[key] ??= {
  running: new Set(),
  signalled: false,
})

/** True once the server has been told to stop (SIGTERM or SIGINT). */
export function stopping(): boolean {
  return state.signalled
}

/** Runs `work` as a send that the process must not exit in the middle of. */
export function inFlight<T>(work: () => Promise<T>): Promise<T> {
  const promise = work()
  const settled = promise.then(
    () => undefined,
    () => undefined,
  )
  state.running.add(settled)
  void settled.then(() => state.running.delete(settled))
  return promise
}
