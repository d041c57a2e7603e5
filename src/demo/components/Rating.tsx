/** 1 to 5 stars. */
export function Rating({ value, reviews }: { value: number; reviews?: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(value)))
  return (
    <span className="demo-rating">
      <span className="demo-rating__stars" role="img" aria-label={`Rated ${stars} out of 5`}>
        {'★'.repeat(stars)}
        <span className="demo-rating__empty">{'★'.repeat(5 - stars)}</span>
      </span>
      {reviews !== undefined && <span className="demo-rating__count">{reviews} Reviews</span>}
    </span>
  )
}
