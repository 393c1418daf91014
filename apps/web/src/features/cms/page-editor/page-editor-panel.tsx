import {
  AlertTriangle,
  ExternalLink,
  Maximize2,
  Minimize2,
  Monitor,
  RefreshCw,
  Smartphone,
  Tablet,
  Undo2,
  X,
} from 'lucide-react';
import type { BridgeEvent } from '@themeport/site-bridge';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { ImagePickerDialog } from '../media/image-picker-dialog';
import { useStatus } from '../status-line';
import { DEVICES, frameHeight, type Device } from './editor-url';
import { preflightProblem } from './preflight';
import { connectionNote } from './connection-note';
import { usePageBridge } from './use-page-bridge';

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

interface Props {
  accountId: string;
  slotId: string;
  title: string;
  frameUrl: string;
  origins: readonly string[];
  isLocal: boolean;
  fullscreen: boolean;
  onFullscreenChange: (fullscreen: boolean) => void;
  onClose: () => void;
  /** Every bridge event (the integration test page's status tiles). */
  onBridgeEvent?: ((event: BridgeEvent) => void) | undefined;
}

/** spec 000 §2 page editor: the page in a frame, edited in place through the bridge. */
export function PageEditorPanel(props: Props) {
  const { accountId, slotId, title, frameUrl, origins, isLocal, fullscreen, onFullscreenChange, onClose } = props;
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [device, setDevice] = useState<Device>('desktop');
  const [reloads, setReloads] = useState(0);
  const [undoing, setUndoing] = useState(false);
  const height = useFrameHeight();
  const status = useStatus();
  const bridge = usePageBridge({ accountId, slotId, frameUrl, origins, frameRef, onEvent: props.onBridgeEvent });
  const problem = preflightProblem(bridge.phase, { frameUrl, portalOrigin: window.location.origin, isLocal });
  const width = DEVICES.find((item) => item.value === device)?.width ?? null;

  const refresh = () => {
    bridge.markReloading();
    setReloads((count) => count + 1);
  };
  const undo = async () => {
    setUndoing(true);
    try {
      await bridge.undo();
      status.say('Change undone.');
    } catch (error) {
      status.fail(parseApiError(error).message);
    } finally {
      setUndoing(false);
    }
  };

  return (
    <section
      aria-label={`Page editor: ${title}`}
      className={cn(
        'flex flex-col gap-3',
        fullscreen ? 'fixed inset-0 z-50 overflow-auto bg-background p-4' : 'mt-3 rounded-lg border border-border p-3',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 truncate text-sm font-semibold">{title}</h3>
        <div className="flex flex-wrap items-center gap-1.5">
          <Button asChild variant="ghost" size="sm">
            <a href={frameUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Preview Live
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onFullscreenChange(!fullscreen)}>
            {fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
            {fullscreen ? 'Exit Fullscreen' : 'Fullscreen Editor'}
          </Button>
          <Button variant="outline" size="sm" onClick={onClose}>
            <X aria-hidden="true" />
            Close
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={refresh} aria-label="Refresh preview">
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
        <div role="group" aria-label="Preview size" className="flex rounded-lg border border-border p-0.5">
          {DEVICES.map((item) => {
            const Icon = DEVICE_ICONS[item.value];
            return (
              <Button
                key={item.value}
                variant={device === item.value ? 'secondary' : 'ghost'}
                size="sm"
                aria-pressed={device === item.value}
                onClick={() => setDevice(item.value)}
                title={item.width ? `${item.label} (${item.width} px)` : `${item.label} (full width)`}
              >
                <Icon aria-hidden="true" />
                {item.label}
              </Button>
            );
          })}
        </div>
        <ConnectionNote text={connectionNote(bridge.phase, bridge.notice)} />
        {bridge.lastSave ? (
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => void undo()} disabled={undoing}>
            <Undo2 aria-hidden="true" />
            {undoing ? 'Undoing...' : 'Undo'}
          </Button>
        ) : null}
      </div>

      {problem ? (
        <div role="alert" className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <div className="min-w-0">
            <p className="font-medium">{problem.title}</p>
            <p className="mt-1 break-words text-muted-foreground">{problem.fix}</p>
          </div>
        </div>
      ) : null}

      <div className="overflow-auto rounded-lg bg-muted p-2">
        <iframe
          key={reloads}
          ref={frameRef}
          src={frameUrl}
          title={`Page editor: ${title}`}
          onLoad={bridge.onFrameLoad}
          // The site may run its own scripts and forms, open links in new tabs, never navigate the portal.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          className="mx-auto block rounded-md border border-border bg-white"
          style={{
            width: width ? `${width}px` : '100%',
            maxWidth: '100%',
            height: fullscreen ? 'calc(100vh - 9rem)' : `${height}px`,
          }}
        />
      </div>
      {/* The frame's editor asked for an image: the media library, with upload (decision 022). */}
      <ImagePickerDialog
        accountId={accountId}
        label={bridge.picking?.label ?? 'the image'}
        open={bridge.picking !== null}
        selectedUrl=""
        onOpenChange={(open) => {
          if (!open) bridge.pickImage(null);
        }}
        onPick={(file) => bridge.pickImage(file.url)}
      />
    </section>
  );
}

function ConnectionNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="text-[13px] text-muted-foreground">
      {text}
    </p>
  );
}

/** spec 000 §2: viewport height minus 250 px, following window resizes. */
function useFrameHeight(): number {
  const [height, setHeight] = useState(() => frameHeight(window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(frameHeight(window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}
