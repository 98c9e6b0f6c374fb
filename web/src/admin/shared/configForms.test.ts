import { describe, expect, it } from 'vitest';
import { canonical, serverFieldMessage } from './configForms';

describe('config forms', () => {
  it('compare bodies whatever the order of their keys', () => {
    expect(canonical({ b: 1, a: { d: 2, c: [3, { f: 1, e: 2 }] } })).toBe(canonical({ a: { c: [3, { e: 2, f: 1 }], d: 2 }, b: 1 }));
    expect(canonical([1, 2])).not.toBe(canonical([2, 1]));
  });

  it("show a server refusal without its 'field: ' prefix", () => {
    expect(serverFieldMessage({ field: 'tiers.1.target', message: "tiers.1.target: must be above the previous tier's target" })).toBe(
      "must be above the previous tier's target",
    );
    expect(serverFieldMessage({ field: 'maxDay', message: 'Something else' })).toBe('Something else');
  });
});
