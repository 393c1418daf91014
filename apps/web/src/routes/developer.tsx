import { useParams } from 'react-router';
import { DeveloperPage } from '@/features/seller-profile/developer-page';
import { ThemeCardList } from '@/features/themes/theme-grid';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <DeveloperPage key={slug} slug={slug.toLowerCase()} renderThemes={(themes) => <ThemeCardList themes={themes} />} />
  );
}
