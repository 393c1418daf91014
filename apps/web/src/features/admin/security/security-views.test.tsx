import type { SecurityAlert, SecurityTimeline } from '@themeport/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertCard } from './alert-card';
import { seriesIn } from './detections-chart';
import { securityKeys } from './security-api';
import { stepLabel, timeLeft, typeLabel } from './security-format';
import SecurityTab from './security-tab';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const alert: SecurityAlert = {
  id: 'a1',
  rule: 'distributed_attack',
  dedupeKey: 'user:u1',
  severity: 'critical',
  status: 'open',
  summary: '4 addresses failed for ada@example.com in 15 minutes',
  evidence: { ips: ['192.0.2.1'] },
  eventCount: 4,
  firstSeenAt: '2026-11-29T07:00:00.000Z',
  lastSeenAt: '2026-11-29T07:10:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  acknowledgedByEmail: null,
  resolvedAt: null,
  resolvedBy: null,
  resolvedByEmail: null,
};

function withProviders(node: ReactNode, client = new QueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin?tab=security']}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('security formats', () => {
  it('names event types as people read them', () => {
    expect(typeLabel('sql_injection_attempt')).toBe('SQL injection attempt');
    expect(typeLabel('ip_blocked')).toBe('IP blocked');
    expect(typeLabel('brute_force')).toBe('Brute force');
  });

  it('labels hours and UTC days, and the time a block has left', () => {
    expect(stepLabel('2026-11-29T14:00:00.000Z', 'hour')).toBe('14:00');
    expect(stepLabel('2026-11-03T00:00:00.000Z', 'day')).toBe('Nov 3');
    const now = Date.parse('2026-11-29T07:00:00.000Z');
    expect(timeLeft('2026-11-29T07:14:00.000Z', now)).toBe('14 min');
    expect(timeLeft('2026-11-29T10:05:00.000Z', now)).toBe('3 h 5 min');
    expect(timeLeft('2026-11-29T06:00:00.000Z', now)).toBe('0 min');
  });

  it('draws only the types that happened in the range', () => {
    const timeline: SecurityTimeline = {
      range: '24h',
      step: 'hour',
      points: [
        { start: '2026-11-29T06:00:00.000Z', brute_force: 2 },
        { start: '2026-11-29T07:00:00.000Z', ip_blocked: 1 },
      ],
    };
    expect(seriesIn(timeline).map((series) => series.type)).toEqual(['brute_force', 'ip_blocked']);
  });
});

describe('alert card', () => {
  it('shows severity, rule, summary, count, evidence and the moves an open alert allows', () => {
    const html = renderToStaticMarkup(<AlertCard alert={alert} busy={null} onMove={() => {}} />);
    expect(text(html)).toContain('critical');
    expect(text(html)).toContain('Distributed attack');
    expect(text(html)).toContain('4 events');
    expect(html).toContain('Evidence');
    expect(html).toContain('192.0.2.1');
    expect(html).toMatch(/>Acknowledge</);
    expect(html).toMatch(/>Resolve</);
    expect(html).not.toMatch(/>Re-open</);
  });

  it('offers only Resolve once acknowledged, and Re-open once resolved, naming who', () => {
    const acknowledged = renderToStaticMarkup(
      <AlertCard
        alert={{ ...alert, status: 'acknowledged', acknowledgedByEmail: 'ops@example.com' }}
        busy={null}
        onMove={() => {}}
      />,
    );
    expect(acknowledged).not.toMatch(/>Acknowledge</);
    expect(acknowledged).toMatch(/>Resolve</);
    expect(text(acknowledged)).toContain('acknowledged by ops@example.com');
    const resolved = renderToStaticMarkup(
      <AlertCard alert={{ ...alert, status: 'resolved' }} busy={null} onMove={() => {}} />,
    );
    expect(resolved).toMatch(/>Re-open</);
    expect(renderToStaticMarkup(<AlertCard alert={alert} busy="resolved" onMove={() => {}} />)).toContain(
      'Resolving...',
    );
  });
});

describe('security tab', () => {
  it('renders its named sections, and empty states that say what would appear', () => {
    const client = new QueryClient();
    const at = '2026-11-29T07:00:00.000Z';
    client.setQueryData([...securityKeys.all, 'summary'], {
      failedSignIns24h: 12,
      blockedIps: 1,
      openAlerts: { low: 0, medium: 0, high: 1, critical: 1 },
      detections24h: 3,
    });
    client.setQueryData([...securityKeys.all, 'timeline', '24h'], {
      range: '24h',
      step: 'hour',
      points: [{ start: at }],
    });
    client.setQueryData([...securityKeys.all, 'top', '24h'], { range: '24h', ips: [], accounts: [] });
    client.setQueryData([...securityKeys.all, 'alerts', 'open', 1], { items: [], total: 0 });
    client.setQueryData([...securityKeys.all, 'events', {}, 1], { items: [], total: 0 });
    client.setQueryData([...securityKeys.all, 'blocks'], { active: [], recent: [] });
    client.setQueryData([...securityKeys.all, 'allowlist'], { items: [] });
    const html = renderToStaticMarkup(withProviders(<SecurityTab say={() => {}} />, client));
    for (const heading of ['Security', 'Alerts', 'Events', 'Blocked addresses', 'Allowlist'])
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    expect(text(html)).toContain('2 (1 critical, 1 high)');
    expect(text(html)).toContain('No detections or automatic blocks in this period');
    expect(text(html)).toContain('No open alerts');
    expect(text(html)).toContain('No address is blocked');
    expect(text(html)).toContain('The allowlist is empty');
    expect(html).toMatch(/>Export CSV</);
    expect(html).toMatch(/>Block address</);
  });
});
