/**
 * The footer: five link columns, social links and the copyright line. Internal links keep
 * the current query except category, q and url.
 */
import { Box, Container, Divider, IconButton, Link, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { AppLink } from '../../../../components/AppLink';
import { NOT_CARRIED_FOOTER } from '../../../../lib/query';
import { brand } from '../../../../theme/tokens';
import { Logo } from '../../../../components/layout/Logo';
import { FOOTER_COLUMNS, SOCIAL_LINKS, type FooterLink } from '../../../../components/layout/siteLinks';
import { TikTokIcon } from './TikTokIcon';

const SOCIALS = [
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, Icon: InstagramIcon },
  { label: 'TikTok', href: SOCIAL_LINKS.tiktok, Icon: TikTokIcon },
  { label: 'LinkedIn', href: SOCIAL_LINKS.linkedin, Icon: LinkedInIcon },
];

const linkSx = { color: 'rgba(255,255,255,.75)', fontSize: 14, '&:hover': { color: '#fff' } };

function FooterItem({ link }: { link: FooterLink }) {
  if (!link.external)
    return (
      <Link component={AppLink} to={link.to} drop={NOT_CARRIED_FOOTER} sx={linkSx}>
        {link.label}
      </Link>
    );
  const mail = link.to.startsWith('mailto:');
  return (
    <Link href={link.to} sx={linkSx} {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {link.label}
    </Link>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.navy, color: '#fff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 3 },
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: '1.4fr repeat(5, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo inverted />
            <Typography sx={{ mt: 1.5, fontSize: 14, color: 'rgba(255,255,255,.7)', maxWidth: 260 }}>
              Earn while doing what you already do online. 100 PilotMiles = $1.
            </Typography>
          </Box>
          {FOOTER_COLUMNS.map((col) => (
            <Box component="nav" aria-label={col.title} key={col.title}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5 }}>
                {col.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {col.links.map((link) => (
                  <li key={link.label}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>

        <Divider sx={{ borderColor: 'rgba(255,255,255,.12)', my: 4 }} />

        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          {/* The prerendered landing page has the build's year: the browser's may differ. */}
          <Typography sx={{ fontSize: 13, color: 'rgba(255,255,255,.6)' }} suppressHydrationWarning>
            © {new Date().getFullYear()} PilotMiles. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={1}>
            {SOCIALS.map(({ label, href, Icon }) => (
              <IconButton
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`PilotMiles on ${label}`}
                sx={{ color: '#fff', bgcolor: 'rgba(255,255,255,.08)', '&:hover': { bgcolor: 'rgba(255,255,255,.16)' } }}
              >
                <Icon fontSize="small" />
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
