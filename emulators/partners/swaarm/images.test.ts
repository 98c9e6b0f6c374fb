import { describe, expect, it } from 'vitest';
import { offerImageSvg, wordmarkLines } from './images';
import { SWAARM_OFFERS } from './offers';

describe('offer images', () => {
  it("name the brand instead of initials: 'StreamBox Free Trial' and 'SkyFare Flights' no longer both read 'SF'", () => {
    const a = offerImageSvg({ id: '1', name: 'StreamBox Free Trial', category: 'signup' });
    const b = offerImageSvg({ id: '2', name: 'SkyFare Flights', category: 'travel' });
    expect(a).toContain('>StreamBox<');
    expect(a).toContain('>Free Trial<');
    expect(b).toContain('>SkyFare<');
    expect(b).toContain('>Flights<');
    for (const svg of [a, b]) expect(svg).not.toContain('>SF<');
  });

  it('keeps every wordmark inside the picture', () => {
    for (const offer of SWAARM_OFFERS) {
      const svg = offerImageSvg(offer);
      for (const [, size, text] of svg.matchAll(/font-size="(\d+)"[^>]*>([^<]*)</g))
        expect(250 + Number(size) * 0.68 * text!.replace(/&#?\w+;/g, '&').length, offer.name).toBeLessThanOrEqual(610);
    }
  });

  it('breaks a long name into two balanced lines', () => {
    expect(wordmarkLines('Budgetly')).toEqual(['Budgetly']);
    expect(wordmarkLines('GreenThumb Plant ID')).toEqual(['GreenThumb', 'Plant ID']);
  });
});
