import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EarningsOverview } from '@/features/seller-money/earnings-overview';
import { ActiveProjectsCard } from '@/features/seller-time/active-projects-card';
import { TimeEntriesCard } from '@/features/seller-time/time-entries-card';

function ProjectsLink({ label }: { label: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to="/developer-portal/projects">
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * /developer-portal: the dashboard (spec 000 §2 Developer dashboard). The earnings overview comes
 * from seller-money; Time Entries and Active Projects from seller-time.
 */
export default function DeveloperDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <EarningsOverview />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <TimeEntriesCard headerAction={<ProjectsLink label="Log time" />} />
        </div>
        <div className="min-w-0">
          <ActiveProjectsCard headerAction={<ProjectsLink label="All projects" />} />
        </div>
      </div>
    </div>
  );
}
