import type { ComponentType } from 'react';

/** One page of the developer portal: its address under /developer-portal, its nav label, its view. */
export interface PortalSection {
  /** '' is the dashboard; others are /developer-portal/{path}. */
  path: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The section has pages of its own below its path (/developer-portal/themes/{id}). */
  nested?: boolean;
}

// Each section's view lives in the feature that owns its data (seller-money, seller-themes, …); app/ composes them.
export const DEVELOPER_SECTIONS: readonly PortalSection[] = [
  { path: '', label: 'Dashboard', load: () => import('./developer-dashboard') },
  {
    path: 'themes',
    label: 'My Themes',
    load: () => import('@/features/seller-themes/my-themes-section'),
    nested: true,
  },
  { path: 'sales', label: 'Sales', load: () => import('@/features/seller-money/sales-section') },
  { path: 'earnings', label: 'Earnings and payouts', load: () => import('@/features/seller-money/earnings-section') },
  { path: 'statements', label: 'Statements', load: () => import('@/features/seller-money/statements-section') },
  { path: 'projects', label: 'Projects and time', load: () => import('@/features/seller-time/projects-section') },
  { path: 'settings', label: 'Settings', load: () => import('@/features/seller-profile/settings-section') },
];
