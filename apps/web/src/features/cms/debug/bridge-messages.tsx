import { formatLogTime, isoDate } from '@/lib/date-format';
import { BRIDGE_LOG_SIZE, describeBridgeEvent, useBridgeLog } from '../page-editor/bridge-log';
import { SectionCard } from '../section-card';

/** The page editor's last bridge messages (this browser tab only), newest first. */
export function BridgeMessages() {
  const entries = useBridgeLog();
  return (
    <SectionCard
      id="debug-bridge"
      title={`Editor bridge messages (${entries.length})`}
      description={`The last ${BRIDGE_LOG_SIZE} messages between the page editor and the site's frame, in this browser tab.`}
    >
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
          No messages yet. Open a page with Edit Page in the Content tab and they appear here.
        </p>
      ) : (
        <ol className="divide-y divide-border font-mono text-[13px]" aria-label="Editor bridge messages">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id} className="flex gap-3 py-1.5">
              <time className="shrink-0 text-muted-foreground" dateTime={isoDate(new Date(entry.at))}>
                {formatLogTime(new Date(entry.at))}
              </time>
              <span className="min-w-0 break-words">{describeBridgeEvent(entry.event)}</span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
