/**
 * What staff can do to a member: change their status, make or remove an admin, give or deduct an
 * admin bonus, link a brand owner. Each goes through a dialog with a required reason; a refusal
 * shows the server's message in the dialog, which stays open; success toasts and refetches.
 */
import { useState } from 'react';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  adminReason,
  formatPM,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  type AdminBonusBody,
  type AdminMemberDetail,
  type BrandOwnerBody,
  type Transaction,
  type MemberStatus,
  type RoleBody,
  type StatusBody,
} from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { newRequestId } from '../../lib/requestId';
import { ReasonDialog } from '../shared/ReasonDialog';
import { BonusDialog } from './BonusDialog';
import { BrandOwnerDialog } from './BrandOwnerDialog';
import { adminBonusPath, brandOwnerPath, memberRolePath, memberStatusPath, useMemberAction } from './membersApi';
import { memberName } from './MemberParts';

type Dialog = 'status' | 'role' | 'bonus' | 'brand';

const STATUS_WORDING: Record<MemberStatus, { title: string; confirm: string; effect: string }> = {
  active: {
    title: 'Reactivate member',
    confirm: 'Reactivate',
    effect: 'Their account is enabled again: they can sign in and earn.',
  },
  suspended: {
    title: 'Suspend member',
    confirm: 'Suspend',
    effect: 'Their account is disabled and signed out everywhere at once until staff reactivate it.',
  },
  banned: {
    title: 'Ban member',
    confirm: 'Ban',
    effect: 'Their account is disabled and signed out everywhere at once, for good.',
  },
};

export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Kept apart from `dialog` so a dialog keeps its words while it fades out.
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<MemberStatus>('suspended');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const who = member.email ?? member.uid;

  const status = useMemberAction<StatusBody, unknown>('PATCH', memberStatusPath(member.uid), (_, b) =>
    b.status === 'active' ? 'Member reactivated' : `Member ${MEMBER_STATUS_LABELS[b.status].toLowerCase()}`,
  );
  const role = useMemberAction<RoleBody, unknown>('PATCH', memberRolePath(member.uid), (_, b) =>
    b.role === 'admin' ? 'Member is now an admin' : 'Admin role removed',
  );
  const bonus = useMemberAction<AdminBonusBody, { balance: number; entry: Transaction }>(
    'PATCH',
    adminBonusPath(member.uid),
    (r, b) => `${b.amount < 0 ? 'Deducted' : 'Bonus given'}: new balance ${formatPM(r.balance)}`,
  );
  const brand = useMemberAction<BrandOwnerBody, unknown>('PATCH', brandOwnerPath(member.uid), (_, b) =>
    b.brand_owner ? `Linked to ${b.brand_owner}` : 'Brand owner removed',
  );
  const mutations = { status, role, bonus, brand };

  const show = (d: Dialog) => {
    mutations[d].reset();
    if (d === 'bonus') setRequestId(newRequestId());
    setDialog(d);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const after = { onSuccess: close };
  const busyOf = (d: Dialog) => dialog === d && mutations[d].isPending;
  const errorOf = (d: Dialog) => (mutations[d].isError ? errorMessage(mutations[d].error) : null);
  const makeAdmin = member.role !== 'admin';

  return (
    <Box component="section" aria-label="Actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={!!menu}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        Change status
      </Button>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {MEMBER_STATUSES.filter((s) => s !== member.status).map((s) => (
          <MenuItem
            key={s}
            onClick={() => {
              setMenu(null);
              setTarget(s);
              show('status');
            }}
          >
            {STATUS_WORDING[s].confirm}
          </MenuItem>
        ))}
      </Menu>
      <Button variant="outlined" color={makeAdmin ? 'primary' : 'error'} onClick={() => show('role')}>
        {makeAdmin ? 'Make admin' : 'Remove admin'}
      </Button>
      <Button variant="contained" onClick={() => show('bonus')}>
        Admin bonus
      </Button>
      <Button variant="outlined" onClick={() => show('brand')}>
        Brand owner
      </Button>

      <ReasonDialog
        open={open && dialog === 'status'}
        title={STATUS_WORDING[target].title}
        confirmLabel={STATUS_WORDING[target].confirm}
        confirmColor={target === 'active' ? 'success' : 'error'}
        reasonSchema={adminReason}
        summary={
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {memberName(member)} · {who}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {MEMBER_STATUS_LABELS[member.status]} → {MEMBER_STATUS_LABELS[target]}. {STATUS_WORDING[target].effect}
            </Typography>
          </>
        }
        busy={busyOf('status')}
        error={errorOf('status')}
        onClose={close}
        onConfirm={({ reason }) => status.mutate({ status: target, reason }, after)}
      />
      <ReasonDialog
        open={open && dialog === 'role'}
        title={makeAdmin ? 'Make admin' : 'Remove admin'}
        confirmLabel={makeAdmin ? 'Make admin' : 'Remove admin'}
        confirmColor={makeAdmin ? 'primary' : 'error'}
        reasonSchema={adminReason}
        summary={
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {makeAdmin
              ? `${who} gets the admin role: the whole admin area and every staff action, from their next call.`
              : `${who} loses the admin role from their next call.`}
          </Typography>
        }
        busy={busyOf('role')}
        error={errorOf('role')}
        onClose={close}
        onConfirm={({ reason }) => role.mutate({ role: makeAdmin ? 'admin' : 'user', reason }, after)}
      />
      <BonusDialog
        open={open && dialog === 'bonus'}
        member={member}
        requestId={requestId}
        busy={busyOf('bonus')}
        error={errorOf('bonus')}
        onClose={close}
        onExited={() => bonus.reset()}
        onConfirm={(body) => bonus.mutate(body, after)}
      />
      <BrandOwnerDialog
        open={open && dialog === 'brand'}
        member={member}
        busy={busyOf('brand')}
        error={errorOf('brand')}
        onClose={close}
        onExited={() => brand.reset()}
        onConfirm={(body) => brand.mutate(body, after)}
      />
    </Box>
  );
}
