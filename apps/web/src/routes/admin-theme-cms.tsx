import { useParams } from 'react-router';
import { ThemeCmsPage } from '@/features/admin/themes/theme-cms-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Theme CMS');
  const { themeId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <ThemeCmsPage themeId={themeId} />
    </div>
  );
}
