/**
 * Link a member to a partner brand (the /cp portal's owner) or unlink them: choose a brand owner,
 * type a new id, or choose none; and a reason.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { adminReason, type AdminMemberDetail, type BrandOwner, type BrandOwnerBody } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { EditorDialog } from '../shared/EditorDialog';
import { ReasonField, StaffDialogBody } from '../shared/StaffDialog';
import { BRAND_OWNERS_KEY, BRAND_OWNERS_PATH } from './membersApi';

export interface BrandOwnerDialogProps {
  open: boolean;
  member: AdminMemberDetail;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onExited: () => void;
  onConfirm: (body: BrandOwnerBody) => void;
}

export function BrandOwnerDialog({ open, onClose, onExited, busy, ...props }: BrandOwnerDialogProps) {
  return (
    <EditorDialog open={open} onClose={onClose} busy={busy} title="Brand owner" onExited={onExited}>
      <BrandOwnerForm {...props} busy={busy} onClose={onClose} />
    </EditorDialog>
  );
}

function BrandOwnerForm({ member, busy, error, onClose, onConfirm }: Omit<BrandOwnerDialogProps, 'open' | 'onExited'>) {
  const owners = useQuery({
    queryKey: BRAND_OWNERS_KEY,
    queryFn: ({ signal }) => api<BrandOwner[]>(BRAND_OWNERS_PATH, { signal }),
  });
  const [owner, setOwner] = useState(member.brand_owner ?? '');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const next = owner.trim() || null;
  const unchanged = next === member.brand_owner;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = adminReason.safeParse(reason);
        if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? 'give a reason');
        setReasonError(null);
        onConfirm({ brand_owner: next, reason: checked.data });
      }}
    >
      <StaffDialogBody
        busy={busy}
        error={error}
        onClose={onClose}
        confirmLabel={next ? 'Link' : 'Unlink'}
        confirmDisabled={unchanged}
      >
        <Typography variant="body2">
          {member.brand_owner
            ? `${member.email ?? member.uid} is linked to ${member.brand_owner}.`
            : `${member.email ?? member.uid} is not linked to a brand owner.`}{' '}
          Choose a brand owner or type a new id; leave it empty to unlink.
        </Typography>
        <Autocomplete
          freeSolo
          options={(owners.data ?? []).map((o) => o.id)}
          getOptionLabel={(id) => {
            const found = owners.data?.find((o) => o.id === id);
            return found ? `${id} (${found.members} members)` : id;
          }}
          inputValue={owner}
          onInputChange={(_, value) => setOwner(value.replace(/ \(\d+ members\)$/, ''))}
          disabled={busy}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Brand owner id"
              helperText={owners.isError ? 'Brand owners could not be loaded: type the id.' : 'Empty: none'}
            />
          )}
        />
        <ReasonField
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!reasonError}
          helperText={reasonError ?? 'Kept in the audit log.'}
          disabled={busy}
        />
      </StaffDialogBody>
    </form>
  );
}
