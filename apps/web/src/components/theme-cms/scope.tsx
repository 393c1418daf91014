import { createContext, useContext, type ReactNode } from 'react';

// One theme CMS, two callers (issue 22): the admin's back office and a developer's My Themes use
// the same screens; the scope says which API they talk to and where they lead.

export interface ThemeCmsScope {
  /** '/api/admin/themes' or '/api/developer/themes'. */
  apiBase: string;
  /** Where theme images are uploaded. */
  imagePath: string;
  /** The query-key root of this caller's theme data. */
  keyRoot: readonly string[];
  /** The theme CMS page of a theme, e.g. '/admin/themes/{id}/cms'. */
  cmsHref: (themeId: string) => string;
  /** Query keys to reload after any change (the caller's lists, counts, the catalogue). */
  alsoRefresh: readonly (readonly string[])[];
}

const ScopeContext = createContext<ThemeCmsScope | null>(null);

export function ThemeCmsScopeProvider({ scope, children }: { scope: ThemeCmsScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function useThemeCmsScope(): ThemeCmsScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('The theme CMS needs a ThemeCmsScopeProvider');
  return scope;
}
