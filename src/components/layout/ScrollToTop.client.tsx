'use client'

import { useEffect, useState } from 'react'

import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/site'

/** Appears after 300 px of scrolling (spec section 9) and takes the visitor back to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      className="scroll-top"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0 })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <span className="visually-hidden">Sayfanın başına dön</span>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 15l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
