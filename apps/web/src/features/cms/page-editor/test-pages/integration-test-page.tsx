import type { BridgeEvent } from '@themeport/site-bridge';
import { CheckCircle2, CircleDashed, RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PageEditorPanel } from '../page-editor-panel';
import { StatusLine, StatusProvider } from '../../status-line';
import { INITIAL_STATUS, nextStatus, type IntegrationStatus } from './status';
import { EditorTestShell, type TestSite } from './test-site';

const TILES: { key: keyof IntegrationStatus; label: string; hint: string }[] = [
  { key: 'bundleReady', label: 'Bundle Ready', hint: 'The helper script in the page answered.' },
  { key: 'overlaysSent', label: 'Overlays Sent', hint: 'ENABLE_EDITOR_OVERLAYS went to the page.' },
  { key: 'modalOpened', label: 'Modal Opened', hint: 'Click a section in the page to open its editor.' },
];

/** spec 001 §2.15 integration test: a page-editor preview of a real site page and three status tiles. */
export function IntegrationTestPage() {
  return (
    <EditorTestShell
      title="Editor integration test"
      description="Frames a page of your site through the page editor and follows the handshake."
    >
      {(site) => (
        // The panel reports saves and undos on the content manager's status line.
        <StatusProvider>
          <StatusLine />
          <IntegrationTest site={site} />
        </StatusProvider>
      )}
    </EditorTestShell>
  );
}

function IntegrationTest({ site }: { site: TestSite }) {
  const [status, setStatus] = useState<IntegrationStatus>(INITIAL_STATUS);
  const [run, setRun] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const onBridgeEvent = useCallback((event: BridgeEvent) => setStatus((current) => nextStatus(current, event)), []);

  const refresh = () => {
    setStatus(INITIAL_STATUS);
    setRun((count) => count + 1);
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {site.slot.name} · <span className="break-all">{site.frameUrl}</span>
        </p>
        <Button variant="outline" onClick={refresh}>
          <RefreshCw aria-hidden="true" />
          Refresh Test
        </Button>
      </div>
      <ul aria-label="Test status" className="grid gap-3 sm:grid-cols-3">
        {TILES.map((tile) => {
          const done = status[tile.key];
          return (
            <li
              key={tile.key}
              aria-label={tile.label}
              data-state={done ? 'ready' : 'waiting'}
              className={cn(
                'flex items-start gap-3 rounded-lg border bg-background p-4',
                done ? 'border-emerald-300' : 'border-border',
              )}
            >
              {done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              )}
              <div className="min-w-0">
                <p className="text-sm font-semibold">{tile.label}</p>
                <p className={cn('text-sm', done ? 'text-emerald-700' : 'text-muted-foreground')}>
                  {done ? 'Ready' : 'Waiting'}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">{tile.hint}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="rounded-lg bg-background">
        <PageEditorPanel
          key={run}
          accountId={site.accountId}
          slotId={site.slot.id}
          title={site.title}
          frameUrl={site.frameUrl}
          origins={site.origins}
          isLocal={site.slot.hosting === 'local'}
          fullscreen={fullscreen}
          onFullscreenChange={setFullscreen}
          onClose={refresh}
          onBridgeEvent={onBridgeEvent}
        />
      </div>
    </>
  );
}
