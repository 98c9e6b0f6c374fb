import { useMemo, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown } from '../../lib/markdown';

/** Typography for article text: a comfortable measure, line height and heading rhythm. */
export const proseSx = {
  color: 'text.primary',
  fontSize: { xs: 17, md: 18 },
  lineHeight: 1.75,
  overflowWrap: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 2 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.3, fontWeight: 700, mt: 5, mb: 1.5, scrollMarginTop: 140 },
  '& h1': { fontSize: { xs: 26, md: 30 } },
  '& h2': { fontSize: { xs: 22, md: 26 } },
  '& h3': { fontSize: { xs: 19, md: 21 } },
  '& h4': { fontSize: 18 },
  '& ul, & ol': { pl: 3, my: 2 },
  '& li': { my: 0.75 },
  '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2, display: 'block', my: 3 },
  '& blockquote': {
    m: 0,
    my: 3,
    pl: 2.5,
    borderLeft: '4px solid',
    borderColor: 'secondary.main',
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.9em',
    bgcolor: 'grey.100',
    px: 0.5,
    borderRadius: 0.5,
  },
  '& pre': {
    bgcolor: 'grey.100',
    p: 2,
    borderRadius: 2,
    overflowX: 'auto',
    '& code': { bgcolor: 'transparent', p: 0 },
  },
  '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 4 },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 3, fontSize: 15 },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& th': { bgcolor: 'grey.50' },
} as const;

/** A markdown fragment, rendered and sanitised. Internal links navigate inside the app. */
export function ArticleBody({ markdown, testId }: { markdown: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const navigate = useNavigate();
  if (!html) return null;

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (
      !a ||
      !href?.startsWith('/') ||
      href.startsWith('//') ||
      a.target ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.button !== 0
    )
      return;
    e.preventDefault();
    navigate(href);
  };

  return <Box data-testid={testId} sx={proseSx} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
