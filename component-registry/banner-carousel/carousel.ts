/** How long a slide stays before the next one when the module does not say (ms). */
export const DEFAULT_INTERVAL_MS = 5000;

/** The slide `step` places after `index` (negative goes back), wrapping around both ends. */
export function nextSlide(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Slides rotate by themselves only when there is more than one and the visitor is not on the carousel. */
export function shouldAutoAdvance(count: number, hovered: boolean, focused: boolean): boolean {
  return count > 1 && !hovered && !focused;
}
