import { onePerProcess } from '@/lib/onePerProcess'

/**
 * Lets a lead notification that is being sent finish before the process exits.
 *
 * `next start` handles SIGTERM and SIGINT itself: it closes the HTTP server, then calls
 * `process.exit` (node_modules/next/dist/server/lib/start-server.js), a few hundred milliseconds
 * later under load. It does not wait for Payload's job queue, which runs in the same process. A
 * notification caught between "the SMTP server accepted the mail" and "`notifiedAt` is written" was
 * then sent again by the next server once its claim expired. The integration test "SIGTERM under
 * load" caught this once (one lead mailed twice).
 *
 * So, once a stop signal has come:
 * - `stopping()` is true, and the task claims no new lead (the job is retried by the next server);
 * - `process.exit` waits for the sends in flight (`inFlight`), at most `maxWaitMs`.
 *
 * The state is one per process (`onePerProcess`): the instrumentation that installs the listeners
 * and the wrapper, and the job task that sends, are separate instances of this module in a
 * production build. With module-level state the task never saw the signal and the wrapper never
 * waited for its sends.
 */
interface DrainState {
  running: Set<Promise<unknown>>
  signalled: boolean
  installed: boolean
}
const state = onePerProcess<DrainState>('exitDrain', () => ({
  running: new Set(),
  signalled: false,
  installed: false,
}))

/** True once SIGTERM or SIGINT has been received. */
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

/** Installs the signal listeners and the waiting `process.exit`; once per process. */
export function installExitDrain(maxWaitMs = 5000): void {
  // Without Next's own handlers these listeners would keep the process from stopping at all.
  if (state.installed || process.env.NEXT_MANUAL_SIG_HANDLE) return
  state.installed = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      state.signalled = true
    })
  const exit = process.exit.bind(process)
  process.exit = ((code?: number | string | null) => {
    if (state.running.size === 0) return exit(code)
    const timer = setTimeout(() => exit(code), maxWaitMs)
    void Promise.all([...state.running]).then(() => {
      clearTimeout(timer)
      exit(code)
    })
    return undefined as never
  }) as typeof process.exit
}
