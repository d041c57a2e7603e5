// Plain JavaScript: server.mjs, which Node runs as it is, and the bundled lead task share it. The
// state is on globalThis because each of them loads its own copy of this module.

/** @type {{ running: Set<Promise<unknown>>, signalled: boolean }} */
const state = (globalThis[Symbol.for('vitrin.exitDrain')] ??= {
  running: new Set(),
  signalled: false,
})

export function stopping() {
  return state.signalled
}

/** Marks the stop; false when it had begun already. */
export function beginStop() {
  if (state.signalled) return false
  state.signalled = true
  return true
}

export function sendsUnderWay() {
  return Promise.all([...state.running])
}

// A send the process must not exit in the middle of.
/** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
export function inFlight(work) {
  const promise = work()
  const settled = promise.then(
    () => undefined,
    () => undefined,
  )
  state.running.add(settled)
  void settled.then(() => state.running.delete(settled))
  return promise
}
