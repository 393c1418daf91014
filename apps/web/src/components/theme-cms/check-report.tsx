import { CHECK_STATUS_LABELS, THEME_PAGE_BUDGET, type CheckStatus, type ThemeCheckReport } from '@themeport/core';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/utils';

// Issue 22: the automated check as the developer reads it before submitting and the reviewer
// reads it in the queue: each check pass / warning / must fix, each finding with where to fix it.

const TONE: Record<CheckStatus, string> = {
  pass: 'text-[#166534]',
  warning: 'text-[#92400e]',
  fail: 'text-danger',
};
const ICON = { pass: CircleCheck, warning: CircleAlert, fail: CircleX } as const;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function CheckReport({ report }: { report: ThemeCheckReport }) {
  return (
    <section aria-label="Automated check" className="flex flex-col gap-3">
      <p className={cn('text-sm font-medium', report.blocking ? 'text-danger' : 'text-[#166534]')}>
        {report.blocking
          ? 'The check found problems that must be fixed before the theme can be submitted.'
          : 'The check passed: the theme can be submitted.'}
      </p>
      <ul className="flex flex-col gap-2">
        {report.checks.map((check) => {
          const Icon = ICON[check.status];
          return (
            <li key={check.id} className="rounded-lg border border-border p-3 text-sm" aria-label={check.label}>
              <p className={cn('flex items-center gap-2 font-medium', TONE[check.status])}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {check.label}: {CHECK_STATUS_LABELS[check.status]}
              </p>
              {check.findings.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1.5 pl-6">
                  {check.findings.map((finding, index) => (
                    <li key={index}>
                      <span className={cn('font-medium', TONE[finding.level])}>
                        {CHECK_STATUS_LABELS[finding.level]}
                      </span>{' '}
                      <span className="text-muted-foreground">{finding.where}:</span> {finding.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      {report.pages.length > 0 ? (
        <table className="w-full text-left text-xs">
          <caption className="mb-1 text-left text-sm font-medium">
            Page weight (budget: HTML {kb(THEME_PAGE_BUDGET.html)}, CSS {kb(THEME_PAGE_BUDGET.css)}, JS{' '}
            {kb(THEME_PAGE_BUDGET.js)}, images {kb(THEME_PAGE_BUDGET.images)})
          </caption>
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Page</th>
              <th className="py-1 font-medium">HTML</th>
              <th className="py-1 font-medium">CSS</th>
              <th className="py-1 font-medium">JS</th>
              <th className="py-1 font-medium">Images</th>
            </tr>
          </thead>
          <tbody>
            {report.pages.map((page) => (
              <tr key={page.path} className="border-t border-border">
                <td className="py-1">{page.path}</td>
                <td className="py-1">{kb(page.weight.html)}</td>
                <td className="py-1">{kb(page.weight.css)}</td>
                <td className="py-1">{kb(page.weight.js)}</td>
                <td className="py-1">{kb(page.weight.images)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
