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

const [entry] = assets('entry');
if (entry) {
  void afterLoadAndPaint().then(() => {
    for (const href of assets('preload')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    return import(/* @vite-ignore */ entry);
  });
}
