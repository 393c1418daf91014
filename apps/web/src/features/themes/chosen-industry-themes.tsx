import { HOME_SECTION_SIZES } from '@themeport/core';
import { withQueryScope } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import { useThemeList } from './api';
import { industryListParams } from './section-params';
import { ThemeGrid } from './theme-grid';
import { useRetryFailed } from './use-retry-failed';

/** The themes of an industry a visitor picked on the home page (a chunk of its own, with the query cache). */
function IndustryThemes({ category }: { category: string }) {
  const query = useThemeList(industryListParams(category), { keepPrevious: true });
  const retry = useRetryFailed();
  return (
    <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      <ThemeGrid query={query} retry={retry} columns={4} skeletonCount={HOME_SECTION_SIZES.industry} />
    </div>
  );
}

export default withQueryScope(IndustryThemes);
