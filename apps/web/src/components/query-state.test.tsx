import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState, ErrorState, RetryButton } from './query-state';
import { QueryState, type QueryLike } from './query-view';

const idle = { refetch: () => undefined, isFetching: false };
const busy = { refetch: () => undefined, isFetching: true };

function query(overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> {
  return { isPending: false, isError: false, error: null, data: undefined, ...idle, ...overrides };
}

function renderState(state: QueryLike<string[]>) {
  return renderToStaticMarkup(
    <QueryState
      query={state}
      loading={<p>Loading</p>}
      error={() => <ErrorState message="Could not load the posts" retry={state} />}
      isEmpty={(items) => items.length === 0}
      empty={<p>No posts yet.</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows loading, then the error, the empty state or the data', () => {
    expect(renderState(query({ isPending: true }))).toBe('<p>Loading</p>');
    expect(renderState(query({ isError: true, error: new Error('offline') }))).toContain('Could not load the posts');
    expect(renderState(query({ data: [] }))).toBe('<p>No posts yet.</p>');
    expect(renderState(query({ data: ['Hello'] }))).toBe('<ul><li>Hello</li></ul>');
  });
});

describe('ErrorState and RetryButton', () => {
  it('announces the message as an alert and keeps the screen’s retry label', () => {
    const html = renderToStaticMarkup(
      <ErrorState message="Failed to fetch invoices" retry={idle} retryLabel="Try again" />,
    );
    expect(html).toContain('<p role="alert" class="text-danger">Failed to fetch invoices</p>');
    expect(html).toContain('>Try again</button>');
    expect(html).not.toContain('disabled=""');
  });

  it('disables the button while the retry runs and shows the busy label when there is one', () => {
    expect(renderToStaticMarkup(<RetryButton retry={busy} />)).toContain('disabled=""');
    expect(renderToStaticMarkup(<RetryButton retry={busy} label="Try again" busyLabel="Retrying..." />)).toContain(
      '>Retrying...</button>',
    );
  });

  it('gives the panel a title, the message and a Retry with its icon', () => {
    const html = renderToStaticMarkup(
      <ErrorState layout="panel" title="Error loading reviews" message="offline" retry={idle} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Error loading reviews');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>Retry<\/button>/);
  });
});

describe('EmptyState', () => {
  it('says what is missing and what to do next', () => {
    const html = renderToStaticMarkup(<EmptyState title="No themes found" body="Try another filter." />);
    expect(html).toContain('No themes found');
    expect(html).toContain('Try another filter.');
  });
});
