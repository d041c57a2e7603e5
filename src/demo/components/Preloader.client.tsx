'use client'

import { useEffect, useState } from 'react'

import { PRELOADER_MS } from '../delay'

/** Faded out and removed about 500 ms after the app starts. */
export function Preloader() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown')
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), PRELOADER_MS - 300)
    const remove = setTimeout(() => setPhase('gone'), PRELOADER_MS)
    return () => {
      clearTimeout(fade)
      clearTimeout(remove)
    }
  }, [])
  if (phase === 'gone') return null
  return (
    <div
      className={`demo-preloader${phase === 'fading' ? ' demo-preloader--fading' : ''}`}
      data-testid="preloader"
      aria-hidden="true"
    >
      <div className="demo-preloader__spinner" />
    </div>
  )
}
