/**
 * TransactionsDismiss (docs/product.md "Modals"): the member is hiding the pending
 * earnings above their transactions history. Hiding changes nothing but the view: each earning is
 * still credited when it confirms, and a new pending earning brings the list back.
 */
import { Button, Stack, Typography } from '@mui/material';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { ModalProps } from '../../../components/modals/modalStore';
import { PromptDialog } from '../../../components/modals/PromptDialog';

export default function TransactionsDismissModal({ open, onClose, count, onConfirm }: ModalProps<'TransactionsDismiss'>) {
  const what = count === 1 ? 'this pending earning' : count ? `these ${count} pending earnings` : 'your pending earnings';
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="transactions-dismiss"
      icon={<VisibilityOffOutlinedIcon color="secondary" sx={{ fontSize: 44 }} aria-hidden />}
      title="Hide pending earnings?"
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Hiding {what} only tidies this page. {count === 1 ? 'It is' : 'They are'} still on the way: each one is
        added to your balance and your history when it confirms. A new pending earning brings the list back, and you
        can show it again at any time.
      </Typography>
      <Stack spacing={1.5}>
        <Button
          onClick={() => {
            onClose();
            onConfirm?.();
          }}
          variant="contained"
          color="secondary"
          size="large"
        >
          Hide
        </Button>
        <Button onClick={onClose} size="large">
          Keep showing
        </Button>
      </Stack>
    </PromptDialog>
  );
}
