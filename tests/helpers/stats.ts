/** Small statistics for timing tests: medians hold against a busy neighbour's outliers. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
