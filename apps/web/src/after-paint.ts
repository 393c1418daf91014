// The loader of a server-rendered storefront page (decision 046): the page is already there, so
// its script is fetched once the browser has loaded and painted it, not beside the stylesheet, the
// font and the first images that paint it. On a slow phone the ~130 KB of script no longer shares
// the bandwidth with them; a page whose images are slow still wakes up after LOAD_WAIT_CAP_MS. The
// server names the entry and its preloads in this file's address.
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

/**
 * The preloaded chunks run one task each before the entry (React DOM, React Router, TanStack
 * Query: vite.config.ts's groups), so the browser can paint and answer a tap between them. Run as
 * the entry's imports, they were one task of ~260 ms on a 4×-slowed phone. A chunk that fails to
 * load is left to the entry's own import, which reports it.
 */
async function runInStages(entry: string, preloads: string[]): Promise<unknown> {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of preloads) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  return import(/* @vite-ignore */ entry);
}

const [entry] = assets('entry');
if (entry) void afterLoadAndPaint().then(() => runInStages(entry, assets('preload')));
