import type { SiteSlot } from '@themeport/core';
import type { ReactNode } from 'react';
import { ContentTab } from './content-tab';
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
];
