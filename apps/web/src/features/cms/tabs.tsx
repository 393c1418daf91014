import type { SiteSlot } from '@themeport/core';
import type { ReactNode } from 'react';
import { ComponentsTab } from './components/components-tab';
import { ContentTab } from './content-tab';
import { DebugTab } from './debug/debug-tab';
import { SettingsTab } from './settings/settings-tab';
import { BrandingTab } from './branding/branding-tab';
import { LibraryTab } from './media/library-tab';

export interface TabProps {
  accountId: string;
  slot: SiteSlot;
  canEdit: boolean;
}

/**
 * spec 000 §2: the content manager's tabs, in the spec's order (Content, Library, Components,
 * Settings, Branding, Debug). The chosen tab is in the URL (?tab=), Content when absent.
 */
export const CMS_TABS: readonly { value: string; label: string; render: (props: TabProps) => ReactNode }[] = [
  { value: 'content', label: 'Content', render: (props) => <ContentTab {...props} /> },
  { value: 'library', label: 'Library', render: (props) => <LibraryTab {...props} /> },
  { value: 'components', label: 'Components', render: (props) => <ComponentsTab {...props} /> },
  { value: 'settings', label: 'Settings', render: (props) => <SettingsTab {...props} /> },
  { value: 'branding', label: 'Branding', render: (props) => <BrandingTab {...props} /> },
  { value: 'debug', label: 'Debug', render: (props) => <DebugTab {...props} /> },
];
