/** The small parts both members pages show: the status chip, the role, a member's name. */
import { Chip, type ChipProps } from '@mui/material';
import { MEMBER_STATUS_LABELS, type AdminMemberRow, type MemberRole, type MemberStatus } from '@pilotmiles/core';

const STATUS_COLORS: Record<MemberStatus, ChipProps['color']> = {
  active: 'success',
  suspended: 'warning',
  banned: 'error',
};

/** A member's standing, coloured by what it means: suspended and banned members cannot sign in. */
export function MemberStatusChip({ status }: { status: MemberStatus }) {
  return (
    <Chip
      size="small"
      label={MEMBER_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'outlined' : 'filled'}
    />
  );
}

export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = { admin: 'Admin', user: 'Member' };

/** The name staff read: the full name, else the display name, else the e-mail's name. */
export function memberName(m: Pick<AdminMemberRow, 'full_name' | 'display_name' | 'email'>): string {
  return m.full_name.trim() || m.display_name.trim() || m.email?.split('@')[0] || 'No name';
}

/** The first characters of a uid, for a table cell (the whole one in a tooltip). */
export const shortUid = (uid: string) => (uid.length > 10 ? `${uid.slice(0, 8)}…` : uid);
