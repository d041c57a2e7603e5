'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './contact.module.css'
import { type MapLocation, osmEmbedUrl, osmLinkUrl } from './osm'

interface MapEmbedProps {
  location: MapLocation
  /** The address, for the iframe title and the placeholder. */
  label: string
}

/**
 * The contact map, loaded only when the visitor asks for it: until the button is pressed nothing
 * is requested from OpenStreetMap (no third-party request before consent).
 */
export function MapEmbed({ location, label }: MapEmbedProps) {
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    // The button that had focus is gone; focus continues on the map it revealed.
    if (shown) frame.current?.focus()
  }, [shown])

  return (
    <div className={styles.map}>
      {shown ? (
        <iframe
          ref={frame}
          className={styles.mapFrame}
          src={osmEmbedUrl(location)}
          title={`Harita: ${label}`}
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className={styles.mapPlaceholder}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
            <path
              d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="10" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <p className={styles.mapAddress}>{label}</p>
          <button type="button" className="btn btn-primary" onClick={() => setShown(true)}>
            Haritayı göster
          </button>
          <p className={styles.mapNote}>
            Harita OpenStreetMap üzerinden yüklenir; düğmeye basana kadar üçüncü taraflara hiçbir
            istek gönderilmez.
          </p>
        </div>
      )}
      <p className={styles.mapLink}>
        <a href={osmLinkUrl(location)} target="_blank" rel="noopener noreferrer">
          Haritayı OpenStreetMap’te aç
          <span className="visually-hidden"> (yeni sekmede açılır)</span>
        </a>
      </p>
    </div>
  )
}
