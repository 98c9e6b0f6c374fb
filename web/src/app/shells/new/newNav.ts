/** The /new design's four sections: the bottom navigation on phones, the rail on desktop. */
export type NewSection = 'earn' | 'winBig' | 'redeem' | 'profile';

export interface NewNavItem {
  section: NewSection;
  label: string;
  to: string;
}

export const NEW_NAV: readonly NewNavItem[] = [
  { section: 'earn', label: 'Earn', to: '/new/earn' },
  { section: 'winBig', label: 'Win Big', to: '/new/win-big' },
  { section: 'redeem', label: 'Redeem', to: '/new/redeem' },
  { section: 'profile', label: 'Profile', to: '/new/profile/menu' },
];

/** The section a /new path belongs to (the dashboard is the member's own: Profile); null for none. */
export function newSection(pathname: string): NewSection | null {
  const [, root, first] = pathname.split('/');
  if (root !== 'new') return null;
  switch (first) {
    case 'earn':
      return 'earn';
    case 'win-big':
      return 'winBig';
    case 'redeem':
      return 'redeem';
    case 'profile':
    case 'dashboard':
      return 'profile';
    default:
      return null;
  }
}
