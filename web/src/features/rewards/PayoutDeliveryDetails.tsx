import { Box, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Payout } from '@pilotmiles/core';

/**
 * What a delivered payout gives its member: the code and PIN to type in, or the link that opens
 * the reward, each with a Copy button. PayPal money has nothing to copy: it is in their account.
 */
export function PayoutDeliveryDetails({
  payout,
  onCopy,
}: {
  payout: Pick<Payout, 'delivery' | 'delivery_kind'>;
  onCopy: (text: string) => void;
}) {
  const { code = null, pin = null, link = null } = payout.delivery ?? {};
  if (!code && !pin && !link)
    return (
      <Typography variant="body2" color="text.secondary">
        {payout.delivery_kind === 'paypal'
          ? 'Sent to the PayPal account registered to your email address.'
          : 'Sent to the email address on your account.'}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {code && (
        <Secret
          label={payout.delivery_kind === 'code-pin' ? 'Card number' : 'Code'}
          name="code"
          value={code}
          onCopy={onCopy}
        />
      )}
      {pin && <Secret label="PIN" name="PIN" value={pin} onCopy={onCopy} />}
      {link && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="secondary"
            size="small"
            endIcon={<OpenInNewIcon />}
          >
            Open my reward
          </Button>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => onCopy(link)} aria-label="Copy link">
            Copy link
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** A code or PIN in a monospace box, selectable, with its own Copy button. */
function Secret({
  label,
  name,
  value,
  onCopy,
}: {
  label: string;
  name: string;
  value: string;
  onCopy: (text: string) => void;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
          borderRadius: 2,
          border: '1px dashed',
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        <Typography
          component="code"
          sx={{
            flex: 1,
            minWidth: 0,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontWeight: 700,
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {value}
        </Typography>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => onCopy(value)} aria-label={`Copy ${name}`}>
          Copy
        </Button>
      </Box>
    </Box>
  );
}
