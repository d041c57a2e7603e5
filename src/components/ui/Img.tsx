import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = Omit<
  ImageProps,
  'priority' | 'preload' | 'onLoad' | 'onError' | 'onLoadingComplete' | 'placeholder' | 'fill'
> & {
  /** Above the fold: loaded eagerly and announced with `<link rel="preload">` (next/image's `priority`). */
  priority?: boolean
  /** Caps the srcset: the optimizer never enlarges, so wider entries repeat the same pixels. */
  sourceWidth?: number
}

// next/image's `<img>` rendered by the server alone: next/image hydrates each image for effects
// the site never uses (docs/decisions/0005-site-browser-work.md).
export function Img({ priority = false, sourceWidth, ...props }: Props) {
  const { props: img } = getImageProps({ ...props, preload: priority })
  if (sourceWidth && img.srcSet) {
    const entries = img.srcSet.split(', ')
    const width = (entry: string) =>
      entry.endsWith('w') ? Number(entry.slice(entry.lastIndexOf(' ') + 1, -1)) : Number.NaN
    const cover = entries.findIndex((e) => width(e) >= sourceWidth)
    if (cover >= 0 && cover < entries.length - 1) {
      const kept = entries.slice(0, cover + 1)
      img.srcSet = kept.join(', ')
      img.src = kept[cover]!.slice(0, kept[cover]!.lastIndexOf(' '))
    }
  }
  if (priority) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...img} />
}
