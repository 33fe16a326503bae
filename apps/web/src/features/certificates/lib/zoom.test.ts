import { describe, expect, it } from 'vitest';
import { PREVIEW_ZOOM_RATE } from '@tic/shared';
import { nextZoom, ZOOM_MAX, ZOOM_MIN } from './zoom';

describe('draft-certificate preview zoom', () => {
  it('steps by the spec rate 1.2 from the scale shown, leaving fit', () => {
    expect(PREVIEW_ZOOM_RATE).toBe(1.2);
    expect(nextZoom({ fit: true, scale: 1 }, 'in', PREVIEW_ZOOM_RATE)).toEqual({ fit: false, scale: 1.2 });
    expect(nextZoom({ fit: false, scale: 1.2 }, 'in', PREVIEW_ZOOM_RATE).scale).toBeCloseTo(1.44);
    expect(nextZoom({ fit: false, scale: 1.44 }, 'out', PREVIEW_ZOOM_RATE).scale).toBeCloseTo(1.2);
    expect(nextZoom({ fit: true, scale: 0.6 }, 'out', PREVIEW_ZOOM_RATE)).toEqual({ fit: false, scale: 0.5 });
  });
  it('stays within its bounds', () => {
    expect(nextZoom({ fit: false, scale: ZOOM_MAX }, 'in', PREVIEW_ZOOM_RATE).scale).toBe(ZOOM_MAX);
    expect(nextZoom({ fit: false, scale: ZOOM_MIN }, 'out', PREVIEW_ZOOM_RATE).scale).toBe(ZOOM_MIN);
  });
});
