/** The last page of `total` results at `pageSize` a page: 1 when there are none. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page links: the first, the last, and two either side of the current one; a gap where pages are left out (a gap
 * would hide a single page: that page is shown instead).
 */
export function pageItems(page: number, lastPage: number): (number | "gap")[] {
  const near = (number: number) => number === 1 || number === lastPage || Math.abs(number - page) <= 2;
  const items: (number | "gap")[] = [];
  for (let number = 1; number <= lastPage; number++) {
    if (near(number) || (near(number - 1) && near(number + 1))) items.push(number);
    else if (items.at(-1) !== "gap") items.push("gap");
  }
  return items;
}
