import { Box, IconButton } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/** The referral code in a copy-friendly box with a copy button. */
export function ReferralCode({ code, onCopy }: { code: string; onCopy: (code: string) => void }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 2,
        pr: 0.5,
        py: 0.5,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'primary.light',
        bgcolor: 'rgba(19, 49, 92, 0.04)',
      }}
    >
      <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: '1.1rem', fontWeight: 700, letterSpacing: '0.12em' }}>
        {code}
      </Box>
      {/* The browser's own tooltip: MUI's (Popper, a portal, a second render as it mounts) was much of a dashboard's start for two words. */}
      <IconButton aria-label="Copy referral code" title="Copy code" onClick={() => onCopy(code)} size="small">
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
