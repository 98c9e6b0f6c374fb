/** OfferQR: a phone-only offer started on a desktop, as a QR code to scan with the phone. */
import { Box, Button, Link, Typography } from '@mui/material';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { QRCodeSVG } from 'qrcode.react';
import type { ModalProps } from '../../../components/modals/modalStore';
import { PromptDialog } from '../../../components/modals/PromptDialog';

export default function OfferQRModal({ open, onClose, offerName, trackingUrl }: ModalProps<'OfferQR'>) {
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="offer-qr"
      icon={<PhoneIphoneIcon color="secondary" sx={{ fontSize: 44 }} aria-hidden />}
      title="Continue on your phone"
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
        '{offerName}' runs on a phone. Scan this code with your phone's camera to open it there, then complete the steps
        to earn your PilotMiles.
      </Typography>
      <Box
        role="img"
        aria-label="QR code of the offer's link"
        sx={{
          display: 'inline-flex',
          p: 1.5,
          bgcolor: 'common.white',
          borderRadius: 2,
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <QRCodeSVG value={trackingUrl} size={200} marginSize={0} />
      </Box>
      <Typography sx={{ mt: 2, fontSize: 13, color: 'text.secondary' }}>Or open the link on this device:</Typography>
      <Link
        href={trackingUrl}
        target="_blank"
        rel="noopener"
        sx={{ display: 'block', fontSize: 13, overflowWrap: 'anywhere', mt: 0.5 }}
      >
        {trackingUrl}
      </Link>
      <Button onClick={onClose} variant="contained" sx={{ mt: 3 }} fullWidth>
        Done
      </Button>
    </PromptDialog>
  );
}
