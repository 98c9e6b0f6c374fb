/**
 * Rotation maths of the 7th-day wheel. Segment i spans [i·a, (i+1)·a) degrees clockwise from the
 * top, a = 360 / count; the pointer sits at the top. Rotating the wheel clockwise by r puts the
 * wheel angle (360 − r) mod 360 under the pointer.
 */

/** Full turns a spin makes before landing, so it reads as a spin rather than a nudge. */
export const WHEEL_TURNS = 5;
export const WHEEL_SPIN_MS = 3600;

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/** Where segment `index`'s middle is, in degrees clockwise from the top of the wheel. */
export const segmentCenter = (index: number, count: number) => (index + 0.5) * (360 / count);

/**
 * The rotation (degrees, clockwise, growing) that lands segment `index` under the pointer after at
 * least `turns` full turns from `from`. Rotations only grow, so a CSS transition always spins forward.
 */
export function wheelRotation(index: number, count: number, turns = WHEEL_TURNS, from = 0): number {
  const target = mod360(360 - segmentCenter(index, count));
  return from + turns * 360 + mod360(target - mod360(from));
}

/** The segment under the pointer at a rotation (the inverse, for tests and the label). */
export function segmentAtRotation(rotation: number, count: number): number {
  return Math.floor(mod360(360 - mod360(rotation)) / (360 / count)) % count;
}
