/**
 * Read by screen readers, not shown. Widths are strings: in MUI's sx a width of 1 means 100%, so
 * the number form would keep the text full width (hidden only by the clip).
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
