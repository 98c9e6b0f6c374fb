/**
 * The admin area (no user banner): a top bar with the way back to the app and who is
 * signed in, a left navigation that is a drawer on phones, and the page.
 */
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppBar, Box, Button, Drawer, IconButton, List, Toolbar, Typography } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import { useSession } from '../../lib/session';
import { brand } from '../../theme/tokens';
import { AppLink } from '../../components/AppLink';
import { SideNavLink } from '../../components/layout/SideNavLink';
import { ADMIN_NAV } from '../../admin/adminNav';
import { displayNameOf } from '../../lib/displayName';

const NAV_WIDTH = 240;

export default function AdminLayout() {
  const { user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = user ? displayNameOf(user) : '';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={0} sx={{ bgcolor: brand.navy, zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open admin navigation"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <AdminPanelSettingsIcon sx={{ color: brand.gold, display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 800 }}>
            PilotMiles Admin
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" noWrap sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' }, maxWidth: 240 }} title={user?.email}>
            {name}
          </Typography>
          <Button component={AppLink} to="/dashboard" color="inherit" startIcon={<ArrowBackIcon />} sx={{ flexShrink: 0 }}>
            {/* Phones keep the title whole: 'App' is enough beside the arrow. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Back to app
            </Box>
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              App
            </Box>
          </Button>
        </Toolbar>
      </AppBar>

      <Box component="nav" aria-label="Admin" sx={{ width: { md: NAV_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // Above the top bar, like any modal drawer.
          sx={{ display: { xs: 'block', md: 'none' }, zIndex: (t) => t.zIndex.drawer + 2, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
        >
          <AdminNav name={name} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <AdminNav name={name} />
        </Drawer>
      </Box>

      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}

function AdminNav({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {/* On phones the top bar has no room for the name: the drawer says who is signed in. */}
      {onNavigate && (
        <Box sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            Signed in as
          </Typography>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
        </Box>
      )}
      <List sx={{ px: 1 }}>
        {ADMIN_NAV.map(({ label, to, icon: Icon, end }) => {
          const selected = end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
          return (
            <SideNavLink
              key={to}
              to={to}
              label={label}
              icon={Icon}
              selected={selected}
              onClick={onNavigate}
              sx={{ borderRadius: 2 }}
            />
          );
        })}
      </List>
    </>
  );
}
