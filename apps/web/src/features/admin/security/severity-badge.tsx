import type { SecuritySeverity } from '@themeport/core';
import { cn } from '@/lib/utils';
import { SEVERITY_CLASS } from './security-format';

export function SeverityBadge({ severity }: { severity: SecuritySeverity }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap capitalize ring-1 ring-inset',
        SEVERITY_CLASS[severity],
      )}
    >
      {severity}
    </span>
  );
}
