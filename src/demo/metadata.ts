import type { Metadata } from 'next'

/** Demo pages are never indexed (and are not in the sitemap). */
export const DEMO_ROBOTS = { index: false, follow: false } as const

export function demoMetadata(title: string): Metadata {
  return { title, robots: DEMO_ROBOTS }
}
