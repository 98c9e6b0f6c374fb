import { describe, expect, it } from 'vitest';
import { segmentAtRotation, segmentCenter, wheelRotation, WHEEL_TURNS } from './wheel';

describe('wheel rotation', () => {
  it('lands every segment of an 8-segment wheel under the pointer', () => {
    for (let i = 0; i < 8; i++) expect(segmentAtRotation(wheelRotation(i, 8), 8)).toBe(i);
  });

  it('lands on the segment from any starting rotation and for any segment count', () => {
    for (const count of [2, 3, 5, 7, 12])
      for (const from of [0, 17, 359, 1800, 2345.5])
        for (let i = 0; i < count; i++) expect(segmentAtRotation(wheelRotation(i, count, 4, from), count)).toBe(i);
  });

  it('puts the middle of the segment, not its edge, under the pointer', () => {
    const r = wheelRotation(2, 8, 0);
    expect((360 - (r % 360)) % 360).toBeCloseTo(segmentCenter(2, 8));
  });

  it('always spins forward by at least the requested turns', () => {
    for (let i = 0; i < 6; i++) {
      const r = wheelRotation(i, 6, WHEEL_TURNS, 1000);
      expect(r - 1000).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
      expect(r - 1000).toBeLessThan((WHEEL_TURNS + 1) * 360);
    }
  });

  it('segment 0 at 5 turns is 5 turns plus the rest of the first segment', () => {
    expect(wheelRotation(0, 8)).toBe(5 * 360 + 360 - 22.5);
  });
});
