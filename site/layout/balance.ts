// How many columns a grid of n items gets on a wide screen, so that no row
// holds a single item while the grid has room for more: rows fill, or the
// last row keeps at least two items (and the CSS centres it). Tablets use two
// columns with stretching rows, phones one (site.css, .grid).
export function columnsFor(n: number, max = 4): number {
  if (n <= max) return Math.max(1, n);
  for (const c of [max, 3]) if (n % c === 0) return c;
  for (const c of [max, 3, 2]) if (n % c !== 1) return c;
  return 2;
}

/** The grid's classes: `grid grid--<columns>`. */
export const gridClass = (n: number, max = 4) => `grid grid--${columnsFor(n, max)}`;
