// A hosted page right after an edit: each write invalidates the site's cache entry, so the next
// request reads the site again (four queries) and renders the page before answering. Measured one
// request at a time (only the first request after an edit refills), against the same page from the
// ceiling (the bare node:http server answering the captured bytes), also one at a time.
import { get } from 'node:http';
import type { BenchSite } from './site.ts';

const rounds = Number(process.env.BENCH_EDIT_ROUNDS ?? 40);

/** The time to the last byte of one GET, in milliseconds. */
function timedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number; body: string }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    }).on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

export interface EditResult {
  rounds: number;
  afterEdit: { median: number; p90: number };
  ceiling: { median: number; p90: number };
}

export async function benchEditThenServe(appUrl: string, ceilingUrl: string, site: BenchSite): Promise<EditResult> {
  const afterEdit: number[] = [];
  const ceiling: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const footerText = `Edited ${round} at ${Date.now()}`;
    const saved = await site.call(site.settingsPath, { method: 'PATCH', json: { footerText } });
    if (saved.status !== 200) throw new Error(`saving the settings answered ${saved.status}`);
    const page = await timedGet(appUrl + site.home, { host: site.host });
    // The edit must show at once: a stale page would be a cache hit, not a refill.
    if (page.status !== 200 || !page.body.includes(footerText)) throw new Error('the page after the edit is stale');
    afterEdit.push(page.ms);
    ceiling.push((await timedGet(ceilingUrl + site.home)).ms);
  }
  return {
    rounds,
    afterEdit: { median: median(afterEdit), p90: p90(afterEdit) },
    ceiling: { median: median(ceiling), p90: p90(ceiling) },
  };
}
