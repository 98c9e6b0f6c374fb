/**
 * The pill-shaped native select of the listings' filter bars (offers, rewards). Native selects: a
 * phone shows its own picker, and the page does not load MUI's menu and popover.
 */
export const filterSelectSx = {
  minWidth: 150,
  bgcolor: 'background.paper',
  border: '1px solid rgba(0, 0, 0, 0.23)',
  borderRadius: 999,
  px: 1.75,
  height: 40,
  '&::before, &::after': { display: 'none' },
  '& select': { py: 0, fontWeight: 600, fontSize: 15 },
  '& select:focus': { bgcolor: 'transparent' },
} as const;
