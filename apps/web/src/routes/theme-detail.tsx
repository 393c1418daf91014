import { useParams } from 'react-router';
import { ThemeDetailPage } from '@/features/themes/theme-detail-page';

export function Component() {
  const { slug = '' } = useParams();
  // key: a new theme starts with a fresh gallery selection.
  return <ThemeDetailPage key={slug} idOrSlug={slug} />;
}
