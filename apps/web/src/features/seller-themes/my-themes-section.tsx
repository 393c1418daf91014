import { Route, Routes } from 'react-router';
import { ThemeCmsScopeProvider } from '@/components/theme-cms/scope';
import { NotFoundView } from '@/components/not-found-view';
import { DEVELOPER_THEME_CMS } from './api';
import { DeveloperThemeCms } from './developer-theme-cms';
import { MyThemesList } from './my-themes-list';

/**
 * /developer-portal/themes: My Themes (issue 22). The list, and /developer-portal/themes/{id}:
 * the theme CMS (the admin's screens, reaching only the developer's own themes) with the check
 * and the submission.
 */
export default function MyThemesSection() {
  return (
    <ThemeCmsScopeProvider scope={DEVELOPER_THEME_CMS}>
      <Routes>
        <Route index element={<MyThemesList />} />
        <Route path=":themeId" element={<DeveloperThemeCms />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </ThemeCmsScopeProvider>
  );
}
