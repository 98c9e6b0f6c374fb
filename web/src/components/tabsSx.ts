/** A listing's tabs (rewards' categories, the sweepstakes' sections): a hairline under them, bold 44 px tabs. */
export const tabsSx = {
  borderBottom: 1,
  borderColor: 'divider',
  minHeight: 44,
  '& .MuiTab-root': { minHeight: 44, fontWeight: 700 },
} as const;
