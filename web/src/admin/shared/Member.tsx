import { Typography } from '@mui/material';

/** A member as staff see them: e-mail over uid; in a table cell each cut to one line (the whole in a tooltip). */
export function Member({ email, uid, noWrap = false }: { email: string | null; uid: string; noWrap?: boolean }) {
  const wrap = noWrap ? {} : { overflowWrap: 'anywhere' };
  return (
    <>
      <Typography variant="body2" noWrap={noWrap} title={email ?? undefined} sx={{ fontWeight: 600, ...wrap }}>
        {email ?? 'No e-mail'}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap={noWrap} title={uid} sx={{ display: 'block', ...wrap }}>
        {uid}
      </Typography>
    </>
  );
}
