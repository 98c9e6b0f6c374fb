import { Box, Button, Link, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { deliveryFallback, readDelivery, type Payout } from '@pilotmiles/core';

/**
 * What a delivered payout gives its member, read as what it is (core readDelivery): PayPal cash
 * says where the money went, a gift card its code and PIN (or the link that opens it) each with a
 * Copy button, a flight reward its voucher code.
 */
export function PayoutDeliveryDetails({
  payout,
  onCopy,
}: {
  payout: Pick<Payout, 'delivery' | 'delivery_kind' | 'category' | 'brand' | 'reward_name' | 'value_usd' | 'sent_to'>;
  onCopy: (text: string) => void;
}) {
  const { kind, summary, secrets, link } = readDelivery(payout, payout.delivery);
  if (kind === 'paypal')
    return (
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {summary}
        {link && (
          <>
            {' · '}
            <Link href={link.href} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 500 }}>
              {link.label}
            </Link>
          </>
        )}
      </Typography>
    );
  if (secrets.length === 0 && !link)
    return (
      <Typography variant="body2" color="text.secondary">
        {summary ?? deliveryFallback(payout)}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {summary && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {summary}
        </Typography>
      )}
      {secrets.map((s) => (
        <Secret key={s.name} label={s.label} name={s.name} value={s.value} onCopy={onCopy} />
      ))}
      {link && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="secondary"
            size="small"
            endIcon={<OpenInNewIcon />}
          >
            {link.label}
          </Button>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => onCopy(link.href)} aria-label="Copy link">
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
