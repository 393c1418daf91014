import {
  acceptSiteEvent,
  createPoster,
  targetOriginFor,
  type PortalMessage,
  type SiteMessage,
} from '@themeport/site-bridge';
import { Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { frameHeight } from '../editor-url';
import { createHardcodedOverlaySender, HARDCODED_ELEMENTS, HARDCODED_OVERLAY_DELAY_MS } from './hardcoded-overlays';
import { EditorTestShell, type TestSite } from './test-site';

/** spec 001 §2.15 hardcoded overlay test: fixed overlay elements sent to a framed page, by timer or button. */
export function HardcodedOverlayTestPage() {
  return (
    <EditorTestShell
      title="Hardcoded overlay test"
      description="Sends a fixed set of overlay elements to a page of your site, without the page editor."
    >
      {(site) => <HardcodedOverlayTest site={site} />}
    </EditorTestShell>
  );
}

interface LogLine {
  id: number;
  direction: 'sent' | 'received';
  type: string;
}

function HardcodedOverlayTest({ site }: { site: TestSite }) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [sentCount, setSentCount] = useState(0);
  const [helperReady, setHelperReady] = useState(false);
  const targetOrigin = useMemo(() => targetOriginFor(site.frameUrl, site.origins), [site.frameUrl, site.origins]);

  const senderRef = useRef<{
    post: (message: PortalMessage) => void;
    overlays: ReturnType<typeof createHardcodedOverlaySender>;
  } | null>(null);

  useEffect(() => {
    let next = 0;
    const note = (direction: LogLine['direction'], type: string) =>
      setLog((lines) => [{ id: ++next, direction, type }, ...lines].slice(0, 20));
    const post = (message: PortalMessage) => {
      const target = frameRef.current?.contentWindow;
      if (!target) return;
      createPoster<PortalMessage>(target, targetOrigin)(message);
      note('sent', message.type);
      if (message.type === 'ENABLE_EDITOR_OVERLAYS') setSentCount((count) => count + 1);
    };
    const overlays = createHardcodedOverlaySender({ accountId: site.accountId, post });
    senderRef.current = { post, overlays };
    const onMessage = (event: MessageEvent) => {
      const message: SiteMessage | null = acceptSiteEvent(event, {
        origins: site.origins,
        source: frameRef.current?.contentWindow ?? null,
      });
      if (!message) return;
      note('received', message.type);
      if (message.type === 'ELID_HELPER_READY' || message.type === 'ELID_READY') {
        setHelperReady(true);
        overlays.ready();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      overlays.reset();
      senderRef.current = null;
    };
  }, [site.accountId, site.origins, targetOrigin]);

  /** The frame (re)loaded: a new page, so a new ping and a new wait for its ready signal. */
  const onFrameLoad = () => {
    senderRef.current?.overlays.reset();
    setHelperReady(false);
    senderRef.current?.post({ type: 'ELID_PING' });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <iframe
        ref={frameRef}
        src={site.frameUrl}
        title={`Hardcoded overlay test: ${site.title}`}
        onLoad={onFrameLoad}
        sandbox="allow-scripts allow-same-origin allow-forms"
        className="w-full rounded-lg border border-border bg-white"
        style={{ height: `${frameHeight(window.innerHeight)}px` }}
      />
      <aside className="flex flex-col gap-4">
        <section aria-labelledby="instructions" className="rounded-lg border border-border bg-background p-4">
          <h2 id="instructions" className="text-sm font-semibold">
            Test instructions
          </h2>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground">
            <li>Wait for the page on the left to load; its helper script answers the ping.</li>
            <li>
              {HARDCODED_OVERLAY_DELAY_MS} ms after it answers, the {HARDCODED_ELEMENTS.length} hardcoded overlay
              elements are sent once by themselves.
            </li>
            <li>Press Send Hardcoded Overlays to send them again at once.</li>
            <li>Hover a section of the page: it is framed once overlays are on.</li>
          </ol>
          <Button className="mt-4 w-full" onClick={() => senderRef.current?.overlays.sendNow()} disabled={!helperReady}>
            <Send aria-hidden="true" />
            Send Hardcoded Overlays
          </Button>
          <p role="status" className="mt-2 text-sm text-muted-foreground">
            {helperReady ? 'Helper ready.' : 'Waiting for the helper...'} Overlays sent: {sentCount}
          </p>
        </section>
        <section aria-labelledby="messages" className="rounded-lg border border-border bg-background p-4">
          <h2 id="messages" className="text-sm font-semibold">
            Messages
          </h2>
          {log.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No messages yet.</p>
          ) : (
            <ol role="log" aria-label="Messages" className="mt-2 space-y-1 font-mono text-xs">
              {log.map((line) => (
                <li key={line.id} className={line.direction === 'sent' ? 'text-primary-strong' : 'text-foreground'}>
                  {line.direction === 'sent' ? '→' : '←'} {line.type}
                </li>
              ))}
            </ol>
          )}
        </section>
      </aside>
    </div>
  );
}
