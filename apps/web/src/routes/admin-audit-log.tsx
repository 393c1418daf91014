import { useParams } from 'react-router';
import { AuditDetailPage } from '@/features/admin/audit/audit-detail-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Audit Log');
  const { auditLogId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <AuditDetailPage id={auditLogId} />
    </div>
  );
}
