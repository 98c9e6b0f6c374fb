/** Members as a table on wide screens and as cards on phones; a row or card opens the member. */
import { Box, Link, TableCell, TableRow, Typography } from '@mui/material';
import { formatPM, type AdminMemberRow } from '@pilotmiles/core';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { formatDate, formatDateTime } from '../shared/format';
import { MemberStatusChip, ROLE_LABELS, memberName, shortUid } from './MemberParts';

export const memberPagePath = (uid: string) => `/admin/users/${encodeURIComponent(uid)}`;

export function MembersList({ items }: { items: AdminMemberRow[] }) {
  return useWideList() ? <MembersTable items={items} /> : <MemberCards items={items} />;
}

/** The member's name as the link to their page (the row opens it too). */
function NameLink({ member: m }: { member: AdminMemberRow }) {
  return (
    <Link
      component={AppLink}
      to={memberPagePath(m.uid)}
      underline="hover"
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      {memberName(m)}
    </Link>
  );
}

function MembersTable({ items }: { items: AdminMemberRow[] }) {
  const navigate = useNavigate();
  return (
    <ListTable
      label="Members"
      head={
        <>
          <TableCell>Member</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Role</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell align="right">Lifetime</TableCell>
          <TableCell>Joined</TableCell>
          <TableCell>Last login</TableCell>
        </>
      }
    >
      {items.map((m) => (
        <TableRow key={m.uid} hover onClick={() => navigate(memberPagePath(m.uid))} sx={{ cursor: 'pointer' }}>
          <TableCell sx={{ maxWidth: 320 }}>
            <NameLink member={m} />
            <Typography variant="body2" color="text.secondary" noWrap title={m.email ?? undefined}>
              {m.email ?? 'No e-mail'}
            </Typography>
            <Typography variant="caption" color="text.secondary" title={m.uid}>
              {shortUid(m.uid)}
            </Typography>
          </TableCell>
          <TableCell>
            <MemberStatusChip status={m.status} />
          </TableCell>
          <TableCell>{ROLE_LABELS[m.role]}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700, color: m.total_coins < 0 ? 'error.main' : undefined }}>
            {formatPM(m.total_coins)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatPM(m.lifetime_earned)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.created_at)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(m.last_login_at)}>
            {m.last_login_at ? formatDate(m.last_login_at) : 'Never'}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function MemberCards({ items }: { items: AdminMemberRow[] }) {
  return (
    <CardList label="Members">
      {items.map((m) => (
        <ListCard key={m.uid}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <NameLink member={m} />
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {m.email ?? 'No e-mail'}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {m.uid}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap', color: m.total_coins < 0 ? 'error.main' : undefined }}>
                {formatPM(m.total_coins)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatPM(m.lifetime_earned)} lifetime
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <MemberStatusChip status={m.status} />
            <Typography variant="body2">{ROLE_LABELS[m.role]}</Typography>
            <Typography variant="body2" color="text.secondary">
              Joined {formatDate(m.created_at)} · Last login {m.last_login_at ? formatDate(m.last_login_at) : 'never'}
            </Typography>
          </Box>
        </ListCard>
      ))}
    </CardList>
  );
}
