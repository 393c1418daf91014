import { EXPORT_FORMATS, type ExportFormat } from '@themeport/core';
import { Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { StatusText } from '@/components/status-text';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { useStatusLine } from '@/lib/use-status-line';
import { buildExportFile, saveFile, type ExportData } from './export-file';
import { buildXlsx } from './xlsx';

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON', xlsx: 'Excel (XLSX)' };

export const EXPORT_TEXT = {
  exporting: 'Exporting...',
  done: (count: number, fileName: string) => `Exported ${count.toLocaleString('en-US')} rows to ${fileName}.`,
  fellBack: (fileName: string) => `The Excel file could not be built; exported CSV instead (${fileName}).`,
  failed: 'Export failed',
} as const;

/**
 * spec 001 §2.14 export button: CSV, JSON or Excel of what `load` fetches, downloaded as
 * '{name}-{ISO timestamp}.{ext}'; an Excel failure falls back to CSV (spec 001 §9).
 */
export function ExportButton({ name, load }: { name: string; load: () => Promise<ExportData> }) {
  const [busy, setBusy] = useState(false);
  const status = useStatusLine();

  const run = async (format: ExportFormat) => {
    setBusy(true);
    status.clear();
    try {
      const data = await load();
      const file = await buildExportFile(format, name, data, buildXlsx);
      saveFile(file);
      status.success(
        file.format === format
          ? EXPORT_TEXT.done(data.rows.length, file.fileName)
          : EXPORT_TEXT.fellBack(file.fileName),
      );
    } catch (error) {
      status.error(parseApiError(error).message || EXPORT_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" size="sm" disabled={busy}>
            <Download aria-hidden="true" className="size-4" />
            {busy ? EXPORT_TEXT.exporting : 'Export'}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-40 rounded-lg border border-border bg-background p-1 text-sm shadow-md"
          >
            {EXPORT_FORMATS.map((format) => (
              <DropdownMenu.Item
                key={format}
                onSelect={() => void run(format)}
                className="cursor-pointer rounded-md px-3 py-2 outline-none data-[highlighted]:bg-muted"
              >
                {LABELS[format]}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <StatusText status={status.status} className="text-right" />
    </div>
  );
}
