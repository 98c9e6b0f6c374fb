/** The brand's colours: navy for trust, green for earning (the 'Join for Free' button). */
export const brand = {
  navy: '#0b2545',
  navyLight: '#13315c',
  sky: '#8da9c4',
  green: '#16a34a',
  greenDark: '#15803d',
  gold: '#f59e0b',
  paper: '#ffffff',
  background: '#f4f7fb',
} as const;
