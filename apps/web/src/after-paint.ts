// The loader of a server-rendered storefront page (decision 046): the page is already there, so
// its script is fetched once the browser has loaded and painted it, not beside the stylesheet, the
// font and the first images that paint it. On a slow phone the ~130 KB of script no longer shares
// the bandwidth with them; a page whose images are slow still wakes up after LOAD_WAIT_CAP_MS. The
// server names the entry, its preloads and the page's own chunks in this file's address.
const own = new URL(import.meta.url);
const assets = (name: string) =>
  (own.searchParams.get(name) ?? '').split(',').filter((path) => /^\/assets\/[\w.-]+\.js$/.test(path));

/** How long the script waits for the page's images at the most once the page is shown. */
const LOAD_WAIT_CAP_MS = 3_000;

/** After the load event (or the cap) and the frame after it: the page has been painted by then. */
function afterLoadAndPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (document.readyState === 'complete') painted();
    else {
      window.addEventListener('load', painted, { once: true });
      setTimeout(painted, LOAD_WAIT_CAP_MS);
    }
  });
}

/** A task boundary that background tabs do not slow down (a timer there waits a second or more). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Each new preload link costs the main thread a few milliseconds on a slow phone: a few per task. */
const LINKS_PER_TASK = 4;

async function preload(hrefs: string[]): Promise<void> {
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * The preloaded chunks run one task each before the entry (React DOM, React Router, TanStack
 * Query: vite.config.ts's groups), so the browser can paint and answer a tap between them. Run as
 * the entry's imports, they were one task of ~260 ms on a 4×-slowed phone. A chunk that fails to
 * load is left to the entry's own import, which reports it. The page's own chunks (its routes' modules
 * and what they import) are only fetched here: they import the entry, so they run after it.
 */
async function runInStages(entry: string, preloads: string[], pageChunks: string[]): Promise<unknown> {
  await preload([...preloads, ...pageChunks]);
  for (const href of preloads) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  return import(/* @vite-ignore */ entry);
}

const [entry] = assets('entry');
if (entry) void afterLoadAndPaint().then(() => runInStages(entry, assets('preload'), assets('page')));
