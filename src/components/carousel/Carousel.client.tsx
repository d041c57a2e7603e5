'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import {
  Children,
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

import styles from './Carousel.module.css'

/** Slides per view: the base count and the counts at or below given widths (px). */
export interface PerView {
  base: number
  1199?: number
  991?: number
  767?: number
  575?: number
}

/** Autoplay pauses on hover and focus and has a pause button (WCAG 2.2.2). */
export function Carousel({
  children,
  label,
  perView,
  autoplayMs,
  loop = true,
}: {
  children: ReactNode
  label: string
  perView: PerView
  autoplayMs?: number
  loop?: boolean
}) {
  // Embla's code loads when a carousel is first used: its first autoplay turn, or a pointer,
  // finger or focus on it (docs/decisions/0005-site-browser-work.md); until then the first
  // slides show as they do without JavaScript.
  const regionRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const startRef = useRef<() => Promise<EmblaCarouselType | null>>(async () => null)
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  useEffect(() => {
    const region = regionRef.current
    const viewport = viewportRef.current
    if (!region || !viewport) return
    let started: Promise<EmblaCarouselType | null> | null = null
    let api: EmblaCarouselType | null = null
    let cancelled = false
    const start = () =>
      (started ??= (async () => {
        const [{ default: EmblaCarousel }, autoplay] = await Promise.all([
          import('embla-carousel'),
          autoplayMs ? import('embla-carousel-autoplay') : null,
        ])
        if (cancelled) return null
        const plugins = autoplay
          ? [
              autoplay.default({
                delay: autoplayMs,
                stopOnMouseEnter: true,
                stopOnInteraction: false,
              }),
            ]
          : []
        api = EmblaCarousel(viewport, { loop, align: 'start', slidesToScroll: 1 }, plugins)
        setEmbla(api)
        return api
      })())
    startRef.current = start
    const onUse = () => void start()
    const uses = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const
    for (const type of uses) region.addEventListener(type, onUse, { once: true, passive: true })
    // The first autoplay turn, taken once Embla is in (unless the carousel was used before). Its
    // clock runs only while the carousel is in view: a turn nobody sees loads Embla for nothing.
    let due: ReturnType<typeof setTimeout> | undefined
    const onDue = () => {
      if (started || matchMedia('(prefers-reduced-motion: reduce)').matches) return
      void start().then((a) => a?.scrollNext())
    }
    const inView = autoplayMs
      ? new IntersectionObserver(([entry]) => {
          clearTimeout(due)
          if (entry?.isIntersecting && !started) due = setTimeout(onDue, autoplayMs)
        })
      : null
    inView?.observe(region)
    return () => {
      cancelled = true
      clearTimeout(due)
      inView?.disconnect()
      for (const type of uses) region.removeEventListener(type, onUse)
      api?.destroy()
      setEmbla(null)
    }
  }, [autoplayMs, loop])
  const [playing, setPlaying] = useState(Boolean(autoplayMs))
  const [canScroll, setCanScroll] = useState(true)

  useEffect(() => {
    if (!embla) return
    const update = () => setCanScroll(embla.canScrollNext() || embla.canScrollPrev())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    embla.on('init', update).on('reInit', update).on('resize', update)
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      embla.plugins().autoplay?.stop()
    return () => {
      embla.off('init', update).off('reInit', update).off('resize', update)
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop)
    }
  }, [embla])

  const togglePlay = useCallback(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    if (autoplay.isPlaying()) autoplay.stop()
    else autoplay.play()
  }, [embla])

  const style = {
    '--pv': perView.base,
    '--pv-1199': perView[1199] ?? perView.base,
    '--pv-991': perView[991] ?? perView[1199] ?? perView.base,
    '--pv-767': perView[767] ?? perView[991] ?? perView[1199] ?? perView.base,
    '--pv-575': perView[575] ?? perView[767] ?? perView[991] ?? perView[1199] ?? perView.base,
  } as CSSProperties
  const count = Children.count(children)

  return (
    <div
      ref={regionRef}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {Children.map(children, (child, i) => (
            <div
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      {canScroll ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => void startRef.current().then((api) => api?.scrollPrev())}
          >
            <span className="visually-hidden">Önceki</span>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M15 6l-6 6 6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
          {autoplayMs ? (
            <button type="button" className={styles.control} onClick={togglePlay}>
              <span className="visually-hidden">
                {playing ? 'Otomatik geçişi durdur' : 'Otomatik geçişi başlat'}
              </span>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                {playing ? (
                  <path
                    d="M8 5v14M16 5v14"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                  />
                ) : (
                  <path d="M8 5l11 7-11 7z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            onClick={() => void startRef.current().then((api) => api?.scrollNext())}
          >
            <span className="visually-hidden">Sonraki</span>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M9 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  )
}
