import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { Sweepstake } from '@pilotmiles/core';
import { renderMarkdown } from '../../lib/markdown';
import { ReadingDialog } from './ReadingDialog';

/** Reading type for the rules: headings, lists and links, smaller than an article's. */
const rulesSx = {
  fontSize: 15,
  lineHeight: 1.65,
  overflowWrap: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 1.5 },
  '& h1, & h2, & h3, & h4': { fontSize: 17, lineHeight: 1.35, fontWeight: 700, mt: 3, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 2, fontSize: 14 },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
} as const;

export const NO_RULES_TEXT = 'The official rules for this sweepstake have not been published yet.';

/**
 * A sweepstake's official rules: staff write markdown, rendered here and sanitised (scripts,
 * handlers and dangerous links removed) before it reaches the page.
 */
export function RulesDialog({ sweepstake, open, onClose }: { sweepstake: Sweepstake; open: boolean; onClose: () => void }) {
  const html = useMemo(() => renderMarkdown(sweepstake.rules), [sweepstake.rules]);
  return (
    <ReadingDialog
      open={open}
      onClose={onClose}
      title="Official rules"
      sweepstakeTitle={sweepstake.title}
      maxWidth="sm"
    >
      {html ? (
        <Box data-testid="rules" sx={rulesSx} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Typography color="text.secondary">{NO_RULES_TEXT}</Typography>
      )}
    </ReadingDialog>
  );
}
