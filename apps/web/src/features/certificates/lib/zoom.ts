/** The preview's zoom: fitted to the box's width (its scale follows the box), or a scale the reader chose. */
export interface Zoom {
  fit: boolean;
  scale: number;
}

/** Bounds of the preview's scale: small enough to see a whole A4 page on a phone, large enough to read fine print. */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 5;

/** One step in or out by the spec's preview zoom rate, from the scale shown now (a fitted one included). */
export function nextZoom(z: Zoom, direction: 'in' | 'out', rate: number): Zoom {
  const scale = direction === 'in' ? z.scale * rate : z.scale / rate;
  return { fit: false, scale: Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale)) };
}
