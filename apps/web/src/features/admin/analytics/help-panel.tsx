import { CircleHelp } from 'lucide-react';

const SECTIONS = [
  [
    'Revenue',
    'MRR and ARR at the end of the range, the MRR movements (new, expansion, reactivation, contraction, churned) with Start + New + Expansion + Reactivation − Contraction − Churn = End, the revenue trend, revenue by plan and subscriptions by status.',
  ],
  [
    'Subscriptions',
    'Active and trial subscriptions, retention and trial conversion, the lifecycle over the range, health indicators and the lifetime value of the last 12 monthly cohorts.',
  ],
  [
    'Churn',
    'Customer and revenue churn, gross, net and annual churn, why customers cancelled, and how the last 6 cohorts kept paying after 3, 6 and 12 months.',
  ],
  [
    'Payments',
    'First-attempt success rate, failures by reason and card brand, the failure timeline, and how retries recover failed renewals (recovery rate = recovered / (lost + recovered)).',
  ],
  [
    'Marketplace',
    'Theme sales, the platform\u2019s 20%, developer earnings and refunds, and total revenue = subscriptions + marketplace.',
  ],
] as const;

/** spec 001 §2.13: a help panel explaining each tab, with tips to export to CSV or Excel. */
export function HelpPanel() {
  return (
    <details className="group rounded-xl border border-border bg-card px-5 py-3 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-medium">
        <CircleHelp aria-hidden="true" className="size-4 text-muted-foreground" />
        Analytics help
      </summary>
      <dl className="mt-3 flex flex-col gap-2">
        {SECTIONS.map(([tab, text]) => (
          <div key={tab}>
            <dt className="font-medium">{tab}</dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 font-medium">Export tips</p>
      <ul className="mt-1 list-disc pl-5 text-muted-foreground">
        <li>On the Revenue tab, Export writes one row per period of the chosen range as CSV, JSON or Excel (XLSX).</li>
        <li>CSV opens in any spreadsheet; choose Excel to keep number columns ready for sums and charts.</li>
        <li>Amounts are exported in US dollars with cents; pick the date range before exporting.</li>
      </ul>
    </details>
  );
}
