/**
 * The tab that a key moves to in a WAI-ARIA tab list (horizontal, wrapping): ArrowLeft/ArrowRight,
 * Home and End; undefined for any other key.
 */
export function nextTabIndex(current: number, key: string, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
