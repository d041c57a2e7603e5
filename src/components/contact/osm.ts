export interface MapLocation {
  lat: number
  lng: number
  zoom: number
}

const round = (value: number) => Number(value.toFixed(5))

/**
 * The OpenStreetMap embed for a point: a box about 1.5 tiles wide at the given zoom around it,
 * with a marker on it. https://wiki.openstreetmap.org/wiki/Export#Embeddable_HTML
 */
export function osmEmbedUrl({ lat, lng, zoom }: MapLocation): string {
  const z = Math.min(19, Math.max(1, Math.round(zoom)))
  const halfLng = (360 / 2 ** z) * 0.75
  const halfLat = halfLng * Math.cos((lat * Math.PI) / 180) * 0.6
  const bbox = [lng - halfLng, lat - halfLat, lng + halfLng, lat + halfLat].map(round).join(',')
  const params = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${round(lat)},${round(lng)}`,
  })
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`
}

/** A plain link to the same place (no request is made until the visitor follows it). */
export function osmLinkUrl({ lat, lng, zoom }: MapLocation): string {
  const z = Math.min(19, Math.max(1, Math.round(zoom)))
  return `https://www.openstreetmap.org/?mlat=${round(lat)}&mlon=${round(lng)}#map=${z}/${round(lat)}/${round(lng)}`
}
