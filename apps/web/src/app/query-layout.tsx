import { Outlet } from 'react-router';
import { QueryScope } from '@/lib/query-client';

/**
 * Every page after the home page reads through TanStack Query: this layout brings the query
 * cache with the first of them, so the home page's first load goes without it (decision 046).
 */
export function Component() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
