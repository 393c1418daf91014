import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
 * /developer-portal: the dashboard (spec 000 §2 Developer dashboard). Time Entries and Active
 * Projects come from seller-time; the earnings overview joins them at merge (issue 22).
 */
export default function DeveloperDashboard() {
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
      <div className="min-w-0 xl:col-span-2">
        <TimeEntriesCard headerAction={<ProjectsLink label="Log time" />} />
      </div>
      <div className="min-w-0">
        <ActiveProjectsCard headerAction={<ProjectsLink label="All projects" />} />
      </div>
    </div>
  );
}
