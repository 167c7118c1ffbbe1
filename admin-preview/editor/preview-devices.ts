/** The widths the live preview shows a page at, in CSS pixels. */
export const PREVIEW_DEVICES = { desktop: 1280, tablet: 768, phone: 375 } as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

/** How much a frame of `width` is shrunk to fit a box `boxWidth` wide (never enlarged; 1 before the box is measured). */
export function previewScale(width: number, boxWidth: number): number {
  if (boxWidth <= 0 || width <= boxWidth) return 1;
  return Math.floor((boxWidth / width) * 1000) / 1000;
}
