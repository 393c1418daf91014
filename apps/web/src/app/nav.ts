export interface NavItem {
  label: string;
  to: string;
}

/** spec 000 §2: the navigation bar. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Themes', to: '/themes' },
  { label: 'For Developers', to: '/for-developers' },
  { label: 'Pricing', to: '/pricing' },
];

export const SIGNED_OUT_ACTIONS = {
  becomeDeveloper: { label: 'Become a Developer', to: '/signup?role=developer' },
  signIn: { label: 'Sign In', to: '/signin' },
} as const;
