/** Demo delays of 350 to 500 ms stand in for the template's simulated server calls. */
export const DEMO_DELAY_MIN_MS = 350
export const DEMO_DELAY_MAX_MS = 500
export const QUICKVIEW_DELAY_MS = 350
export const PRELOADER_MS = 500

export function demoDelayMs(random: () => number = Math.random): number {
  return Math.round(DEMO_DELAY_MIN_MS + random() * (DEMO_DELAY_MAX_MS - DEMO_DELAY_MIN_MS))
}

export function wait(ms: number = demoDelayMs()): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
