// The loader of a server-rendered storefront page (decision 046): the page is already there, so
// its script is fetched once the browser has painted it, not beside the stylesheet, the font and
// the first images that paint it. On a slow phone the ~130 KB of script no longer shares the
// bandwidth with them. The server names the entry and its preloads in this file's address.
const own = new URL(import.meta.url);
const assets = (name: string) =>
  (own.searchParams.get(name) ?? '').split(',').filter((path) => /^\/assets\/[\w.-]+\.js$/.test(path));

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const [entry] = assets('entry');
if (entry) {
  void afterFirstPaint().then(() => {
    for (const href of assets('preload')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    return import(/* @vite-ignore */ entry);
  });
}
