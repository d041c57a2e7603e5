// Processes, temp folders and their clean-up for the benchmark. Every child is started in its own
// process group (detached) and registered here, so that a normal end, a failure or Ctrl-C stops
// all of them (by their group id, nothing else) and removes every temp folder.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const cleanups = []
let cleaning = null

/** Registers an async clean-up step; steps run last-in first-out. Returns an unregister function. */
export function onCleanup(fn) {
  installSignalHandlers()
  cleanups.push(fn)
  return () => {
    const i = cleanups.indexOf(fn)
    if (i >= 0) cleanups.splice(i, 1)
  }
}

export function cleanupAll() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop()
      try {
        await fn()
      } catch (error) {
        console.error(`[bench] clean-up step failed: ${error?.message ?? error}`)
      }
    }
  })()
  return cleaning
}

let signalled = false
let handlersInstalled = false
/**
 * On a signal, stop every process and remove every temp folder before exiting. Installed with the
 * first clean-up step, not on import: a test that only borrows a helper (tests/integration
 * microCache.test.ts reads the nginx configuration) keeps its test runner's own signal handling.
 */
function installSignalHandlers() {
  if (handlersInstalled) return
  handlersInstalled = true
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (signalled) return
      signalled = true
      console.error(`\n[bench] ${signal}: stopping every process and removing temp folders…`)
      cleanupAll().finally(() => process.exit(130))
    })
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** A temp folder removed at clean-up (unless BENCH_KEEP_TMP=1). */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  onCleanup(async () => {
    if (process.env.BENCH_KEEP_TMP === '1') {
      console.error(`[bench] kept ${dir}`)
      return
    }
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  })
  return dir
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** SIGTERM to the child's process group, SIGKILL after `graceMs` if anything of it is left. */
export async function stopGroup(pid, graceMs = 10_000) {
  if (!pid || !groupAlive(pid)) return
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    return
  }
  const started = Date.now()
  while (groupAlive(pid) && Date.now() - started < graceMs) await sleep(50)
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // gone meanwhile
    }
    while (groupAlive(pid)) await sleep(50)
  }
}

/**
 * Starts a long-running child in its own process group, output to `logFile`. The returned object
 * has `stop()`; the group is also stopped at clean-up.
 */
export function startProcess(command, args, { env, cwd, logFile }) {
  const out = fs.openSync(logFile, 'a')
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', out, out], detached: true })
  fs.closeSync(out)
  let exited = false
  child.on('exit', () => {
    exited = true
  })
  const stop = async () => {
    unregister()
    await stopGroup(child.pid)
  }
  const unregister = onCleanup(() => stopGroup(child.pid))
  return {
    pid: child.pid,
    child,
    get exited() {
      return exited
    },
    stop,
  }
}

/** Runs a command to its end (own process group, output to `logFile`); rejects on a non-zero exit. */
export function runToEnd(command, args, { env, cwd, logFile }) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a')
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', out, out], detached: true })
    fs.closeSync(out)
    const unregister = onCleanup(() => stopGroup(child.pid))
    child.on('error', (error) => {
      unregister()
      reject(error)
    })
    child.on('exit', (code, signal) => {
      unregister()
      // The command may have left children behind in its group (npx): stop them too.
      stopGroup(child.pid, 2000).then(() => {
        if (code === 0) resolve()
        else {
          const tail = fs.readFileSync(logFile, 'utf8').slice(-3000)
          reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}:\n${tail}`))
        }
      })
    })
  })
}

function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // comm may contain spaces and parentheses: the fields after it start past the last ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 4 and 14–15 of proc(5): parent, user and system time in clock ticks.
    return { ppid: Number(rest[1]), cpuTicks: Number(rest[11]) + Number(rest[12]) }
  } catch {
    return null
  }
}

function rssKiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) : 0
  } catch {
    return 0
  }
}

function commOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  } catch {
    return ''
  }
}

/** The pids of `root` and all its descendants, from /proc. */
export function processTree(root) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (!stat) continue
    const list = children.get(stat.ppid) ?? []
    list.push(Number(entry))
    children.set(stat.ppid, list)
  }
  const out = []
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()
    out.push(pid)
    for (const c of children.get(pid) ?? []) stack.push(c)
  }
  return out
}

/** RSS of the whole process tree in MiB, and of its largest process (the Next server). */
export function treeRss(root) {
  let total = 0
  let largest = { pid: root, kib: 0, cmd: '' }
  for (const pid of processTree(root)) {
    const kib = rssKiB(pid)
    total += kib
    if (kib > largest.kib) largest = { pid, kib, cmd: '' }
  }
  largest.cmd = commOf(largest.pid)
  return { totalMiB: total / 1024, largestMiB: largest.kib / 1024, largestCmd: largest.cmd }
}

/** Linux's USER_HZ: /proc reports CPU times in these ticks (100 per second on every Linux ABI). */
const TICK_MS = 10

/**
 * CPU time (user + system, every core) the tree of `root` has used so far, in ms: read before and
 * after a run, the difference is what the run cost the app, whatever else the machine was doing
 * (time stolen by a neighbour or taken by the load generator is not counted, unlike latency).
 */
export function treeCpuMs(root) {
  let ticks = 0
  for (const pid of processTree(root)) ticks += readStat(pid)?.cpuTicks ?? 0
  return ticks * TICK_MS
}

/** Samples the tree's RSS every `intervalMs` while running; `stop()` returns the maxima. */
export function rssSampler(root, intervalMs = 250) {
  let maxTotal = 0
  let maxLargest = 0
  let running = false
  const sample = () => {
    const r = treeRss(root)
    if (r.totalMiB > maxTotal) maxTotal = r.totalMiB
    if (r.largestMiB > maxLargest) maxLargest = r.largestMiB
  }
  let timer = null
  return {
    start() {
      if (running) return
      running = true
      sample()
      timer = setInterval(sample, intervalMs)
    },
    pause() {
      if (!running) return
      running = false
      clearInterval(timer)
      sample()
    },
    /** CPU ms the tree has used so far (see treeCpuMs). */
    cpuMs: () => treeCpuMs(root),
    get max() {
      return { totalMiB: maxTotal, largestMiB: maxLargest }
    },
  }
}

/** `apt-get install -y pkg` (Debian), with one `apt-get update` and a second try if it fails. */
export function aptInstall(pkg) {
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
    if (install() !== 0) throw new Error(`could not install ${pkg}`)
  }
}
