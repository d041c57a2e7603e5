/**
 * Draws a sample image key ("kind:hue") as inline SVG, so the demo needs no image files.
 * Decorative by default; pass `alt` for a meaningful image.
 */
export function DemoImage({
  image,
  alt = '',
  className,
}: {
  image: string
  alt?: string
  className?: string
}) {
  const [kind = 'item', hueText = '200'] = image.split(':')
  const hue = Number(hueText) || 0
  const label = kind.slice(0, 1).toUpperCase()
  return (
    <svg
      className={`demo-image ${className ?? ''}`}
      viewBox="0 0 200 200"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="200" height="200" fill={`hsl(${hue} 45% 92%)`} />
      <circle cx="100" cy="92" r="52" fill={`hsl(${hue} 55% 70%)`} />
      <rect x="62" y="150" width="76" height="12" rx="6" fill={`hsl(${hue} 35% 60%)`} />
      <text
        x="100"
        y="108"
        textAnchor="middle"
        fontSize="44"
        fontFamily="system-ui, sans-serif"
        fill={`hsl(${hue} 50% 25%)`}
      >
        {label}
      </text>
    </svg>
  )
}
