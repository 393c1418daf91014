import type { EmailLogStatus } from '@themeport/core';
import { Badge } from '@/components/ui/badge';

export const STATUS_LABELS: Record<EmailLogStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

export function EmailStatusBadge({ status }: { status: EmailLogStatus }) {
  return (
    <Badge
      variant={status === 'sent' ? 'accent' : 'neutral'}
      className={status === 'failed' ? 'text-danger' : undefined}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
