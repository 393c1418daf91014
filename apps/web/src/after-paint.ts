// The loader of a server-rendered storefront page (decision 046): the page is already there, so
// its script is fetched once the browser has loaded and painted it, not beside the stylesheet, the
// font and the first images that paint it. On a slow phone the ~130 KB of script no longer shares
// the bandwidth with them; a page whose images are slow still wakes up after PAINT_WAIT_CAP_MS. The
// server names the entry, its preloads and the page's own chunks in this file's address.
const own = new URL(import.meta.url);
const assets = (name: string) =>
  (own.searchParams.get(name) ?? '').split(',').filter((path) => /^\/assets\/[\w.-]+\.js$/.test(path));

/** How long the script waits for the page's images and their paint at the most. */
const PAINT_WAIT_CAP_MS = 3_000;

const frame = () => new Promise(requestAnimationFrame);

/** Resolves when the image has loaded or failed. */
const settled = (image: HTMLImageElement) =>
  image.complete ||
  new Promise((resolve) => {
    image.addEventListener('load', resolve);
    image.addEventListener('error', resolve);
  });

/**
 * The load event, then the images in view (a lazy one there starts only after the first layout,
 * and the load event does not wait for it), then three frames in a row without a new largest
 * paint. Lighthouse's simulation counts every request that began before the page's observed LCP
 * in its LCP: a script fetched before the last card image in view had been painted put ~600 ms on
 * /themes's LCP in two runs of five (decision 048, stop 39).
 */
async function afterLargestPaint(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve));
  const inView = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  });
  await Promise.all(inView.map(settled));
  let paints = 0;
  const observer = new PerformanceObserver((list) => (paints += list.getEntries().length));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  for (let quiet = 0; quiet < 3;) {
    const before = paints;
    await frame();
    quiet = paints === before ? quiet + 1 : 0;
  }
  observer.disconnect();
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
if (entry)
  void Promise.race([afterLargestPaint(), new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_CAP_MS))]).then(() =>
    runInStages(entry, assets('preload'), assets('page')),
  );
