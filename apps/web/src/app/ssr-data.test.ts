import { describe, expect, it } from 'vitest';
import { ssrDataScript } from './ssr-data';

describe('ssrDataScript', () => {
  it('keeps text such as </script> in the data from closing the element, and the data intact', () => {
    const name = 'Evil </script><script>alert(1)</script> <!-- theme';
    const script = ssrDataScript({
      router: { loaderData: { '0': null }, actionData: null, errors: null },
      queries: {
        mutations: [],
        queries: [{ queryKey: ['themes'], queryHash: '["themes"]', state: { data: { name } } }],
      },
    } as never);
    const body = /^<script type="application\/json" id="themeport-ssr">(.*)<\/script>$/s.exec(script)?.[1];
    expect(body).toBeDefined();
    expect(body).not.toContain('<');
    expect(JSON.parse(body!).queries.queries[0].state.data.name).toBe(name);
  });
});
