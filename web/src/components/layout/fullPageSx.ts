/** A layout's outer box: at least the screen's height, its parts in a column (header, main, footer). */
export const fullPageSx = { minHeight: '100dvh', display: 'flex', flexDirection: 'column' } as const;
