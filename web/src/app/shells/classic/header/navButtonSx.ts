/** Top-menu items: quiet text buttons, not pills. Spread into `sx` to add to it. */
export const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: '8px',
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover' },
} as const;
