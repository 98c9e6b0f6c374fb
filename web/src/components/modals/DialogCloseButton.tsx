import { IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A dialog's ✕ in its top right corner (the title keeps clear of it with `pr: 7`). */
export function DialogCloseButton({ onClose, disabled }: { onClose: () => void; disabled?: boolean }) {
  return (
    <IconButton aria-label="Close" onClick={onClose} disabled={disabled} sx={{ position: 'absolute', right: 8, top: 8 }}>
      <CloseIcon />
    </IconButton>
  );
}
