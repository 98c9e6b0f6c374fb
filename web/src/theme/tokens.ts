/**
 * The brand's colours: navy for trust, green for earning (the 'Join for Free' button).
 *
 * Contrast (WCAG AA, 4.5:1 for text): `green` carries white text and is text on white (5.0:1 on
 * white, 4.7:1 on `background`); `greenDark` is its hover and stronger text (7.1:1). The bright
 * green of the logo mark fails on white (2.3:1): `greenBright` is for decoration and for text on
 * navy only (6.8:1). Likewise `gold` (2.1:1 on white) is for fills and borders; `goldDark` is its
 * text on white (5.0:1).
 */
export const brand = {
  navy: '#0b2545',
  navyLight: '#13315c',
  sky: '#8da9c4',
  green: '#15803d',
  greenDark: '#166534',
  greenBright: '#22c55e',
  gold: '#f59e0b',
  goldDark: '#b45309',
  paper: '#ffffff',
  background: '#f4f7fb',
} as const;
