import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { deploymentUrlText, fillSiteName, type SiteSlot, type ThemeSummary } from '@themeport/core';
import { expect, test } from './fixtures';
import { listThemes, originHeaders } from './support';

// The repository 'Create repository and site' makes for an Astro theme, built with the real astro
// package against the content API of the server under test, then served and opened in Chromium.
// One npm install and one astro build per run: the project lives in a stable folder, so its
// node_modules (and npm's own cache) make repeat runs quick.

const run = promisify(execFile);
const BUILD_DIR = process.env.ASTRO_BUILD_DIR ?? join(tmpdir(), 'themeport-astro-build');

test.use({ signUp: { prefix: 'astro', firstName: 'Ada', lastName: 'Astro' } });

interface ContentComponent {
  id: string;
  slug: string;
  pagePath: string;
  location: string;
  data: { content: Record<string, { value: string; elementType?: string } | unknown[]> };
}
interface SiteContentAnswer {
  site: { name: string };
  pages: { path: string; title: string; isDynamic: boolean }[];
  components: ContentComponent[];
  posts: { slug: string; title: string }[];
}

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
  const response = await page.request.fetch(path, { method, data, headers: originHeaders() });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** An Astro theme from the free catalogue, in the client's library and deployed into slot 1. */
async function deployAstroSite(page: Page, accountId: string): Promise<{ theme: ThemeSummary; slot: SiteSlot }> {
  const { items } = await listThemes(page.request, 'framework=astro&pricing=free&sort=newest&pageSize=24');
  const theme = items.find((candidate) => candidate.price === 0 && candidate.framework === 'astro');
  expect(theme, 'a free Astro theme in the demo catalogue').toBeDefined();
  await api(page, 'POST', `/api/accounts/${accountId}/library`, { themeId: theme!.id });
  const slot = (await (
    await api(page, 'POST', `/api/accounts/${accountId}/slots`, { themeId: theme!.id, name: 'Orbit Bakery' })
  ).json()) as SiteSlot;
  return { theme: theme!, slot };
}

/** The downloaded repository's working tree (not .git) written to the build folder, keeping its node_modules. */
function writeRepository(zip: Uint8Array): string[] {
  mkdirSync(BUILD_DIR, { recursive: true });
  for (const entry of readdirSync(BUILD_DIR)) {
    if (entry !== 'node_modules' && entry !== 'package-lock.json') rmSync(join(BUILD_DIR, entry), { recursive: true });
  }
  const names: string[] = [];
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    if (name.startsWith('.git/') || name.endsWith('/')) continue;
    mkdirSync(dirname(join(BUILD_DIR, name)), { recursive: true });
    writeFileSync(join(BUILD_DIR, name), bytes);
    names.push(name);
  }
  return names.sort();
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
};

/**
 * The built site as a static host serves it: /about → about/index.html, with the one header a host
 * needs for the editor (decision 022): only the portal may frame its pages.
 */
async function serveDist(dir: string, portalOrigin: string): Promise<{ server: Server; origin: string }> {
  const headers = { 'Content-Security-Policy': `frame-ancestors ${portalOrigin}` };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const candidates = extname(path) ? [path] : [join(path, 'index.html'), `${path}.html`];
    for (const candidate of candidates) {
      try {
        const body = readFileSync(join(dir, candidate));
        response.writeHead(200, {
          ...headers,
          'Content-Type': TYPES[extname(candidate)] ?? 'application/octet-stream',
        });
        response.end(body);
        return;
      } catch {
        // try the next candidate
      }
    }
    response.writeHead(404, { ...headers, 'Content-Type': TYPES['.html']! });
    response.end(readFileSync(join(dir, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('the generated Astro repository builds with astro from the content API, loads the editor helper and edits a heading in the page editor', async ({
  page,
  signedIn: { accountId },
}) => {
  // One npm install (minutes on a cold cache, seconds after) and one astro build.
  test.setTimeout(900_000);
  const { slot } = await deployAstroSite(page, accountId);
  const slotApi = `/api/accounts/${accountId}/slots/${slot.id}`;
  const portalOrigin = new URL(test.info().project.use.baseURL!).origin;

  const files = await test.step('create the repository and download it', async () => {
    await api(page, 'POST', `${slotApi}/site`);
    const zip = await api(page, 'GET', `${slotApi}/repository.zip`);
    return writeRepository(new Uint8Array(await zip.body()));
  });
  expect(files).toEqual(expect.arrayContaining(['astro.config.mjs', 'package.json', 'src/pages/[...path].astro']));
  const pkg = JSON.parse(readFileSync(join(BUILD_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(pkg.dependencies.astro).toMatch(/^\d+\.\d+\.\d+$/);

  // The key is read from the portal, given to the build only: nothing of it is in the repository.
  const { key, url } = (await (await api(page, 'GET', `${slotApi}/content-key`)).json()) as {
    key: string;
    url: string;
  };
  for (const name of files) expect(readFileSync(join(BUILD_DIR, name), 'utf8'), name).not.toContain(key);

  // Content changed after the export shows in the build: it comes from the content API, not the repository.
  const content = (await (await page.request.get(url, { headers: { 'X-Site-Key': key } })).json()) as SiteContentAnswer;
  const hero = content.components.find((component) => component.pagePath === '/' && /hero/.test(component.slug));
  expect(hero, 'the home page has a hero').toBeDefined();
  const heading = `Baked fresh at ${Date.now()}`;
  const title = hero!.data.content.title as { value: string };
  await api(page, 'PATCH', `${slotApi}/components/${hero!.id}`, {
    data: { content: { title: { ...title, value: heading } } },
  });

  await test.step('npm install and astro build', async () => {
    const env = {
      ...process.env,
      THEMEPORT_SITE_KEY: key,
      THEMEPORT_CONTENT_URL: url,
      THEMEPORT_URL: portalOrigin,
      ASTRO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    };
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: BUILD_DIR,
      env: { ...env, NODE_ENV: 'development' },
      maxBuffer: 32 * 1024 * 1024,
    });
    await run(process.execPath, [join(BUILD_DIR, 'node_modules/astro/astro.js'), 'build'], {
      cwd: BUILD_DIR,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
  });

  const dist = join(BUILD_DIR, 'dist');
  const html = (path: string) => readFileSync(join(dist, path), 'utf8');
  const helperTag = `<script src="${portalOrigin}/site-bridge/helper.js" defer></script>`;

  await test.step('the built pages hold the content, the editor markers and the helper tag', async () => {
    const home = html('index.html');
    expect(home).toContain(heading);
    expect(home).toContain(helperTag);
    expect(home.split('/site-bridge/helper.js').length - 1).toBe(1);
    const homeComponents = content.components.filter((c) => c.pagePath === '/' || c.pagePath === 'global');
    for (const component of homeComponents) {
      expect(home).toContain(`data-elid="${component.id}"`);
      expect(home).toContain(`<!-- ${component.location} -->`);
    }
    expect(home).toContain('data-field="title"');
    expect(home).toMatch(/<li[^>]* data-uid="[0-9a-f]{8}-[0-9a-f-]{27}"/);

    for (const sitePage of content.pages.filter((p) => !p.isDynamic && p.path !== '/')) {
      expect(html(`${sitePage.path.slice(1)}/index.html`)).toContain(helperTag);
    }
    expect(content.posts.length).toBeGreaterThan(0);
    for (const post of content.posts) expect(html(`blog/${post.slug}/index.html`)).toContain(post.title);
    // The read key was used by the build only: nothing it wrote holds it.
    for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (/\.(html|js|css|json)$/.test(name)) expect(html(name), name).not.toContain(key);
    }
  });

  const { server, origin } = await serveDist(dist, portalOrigin);
  try {
    await test.step('open the built site in Chromium', async () => {
      const helperRequest = page.waitForRequest(`${portalOrigin}/site-bridge/helper.js`);
      await page.goto(`${origin}/`);
      await helperRequest;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
      await expect(page.locator('[data-elid]')).toHaveCount(
        content.components.filter((c) => c.pagePath === '/' || c.pagePath === 'global').length,
      );

      await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(`${origin}/blog`);
      const firstPost = content.posts[0]!;
      await page.getByRole('link', { name: firstPost.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
    });

    await test.step('the served build is the deployment URL: edit its heading in the page editor', async () => {
      await page.goto(`/cms/${accountId}/${slot.id}`);
      await page.getByRole('textbox', { name: 'Deployment URL' }).fill(`${origin}/`);
      const deploymentUrl = page.getByRole('textbox', { name: 'Deployment URL' });
      await page.locator('form', { has: deploymentUrl }).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(deploymentUrlText('local').saved)).toBeVisible();

      const home = content.pages.find((sitePage) => sitePage.path === '/' && !sitePage.isDynamic)!;
      await page
        .getByRole('region', { name: /^Pages \(\d+\)$/ })
        .getByRole('button', { name: `Edit Page ${fillSiteName(home.title, content.site.name)}` })
        .click();
      const editor = page.getByRole('region', { name: /^Page editor:/ });
      await expect(editor.getByRole('link', { name: /Preview Live/ })).toHaveAttribute('href', `${origin}/`);
      await expect(editor.getByText('Connected. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
      const frame = page.frameLocator('iframe[title^="Page editor:"]');
      const title = frame.locator(`section[data-elid="${hero!.id}"] [data-field="title"]`).first();
      await expect(title).toHaveText(heading);

      await title.hover();
      await expect(frame.locator('[data-themeport-editor] .box').first()).toBeVisible();
      await title.click();
      const panel = frame.getByRole('dialog', { name: /^Edit / });
      await expect(panel).toBeVisible();
      const edited = `Edited in the frame at ${Date.now()}`;
      await panel.getByLabel('Title', { exact: true }).fill(edited);
      await expect(title).toHaveText(edited);
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('button', { name: 'Undo' })).toBeVisible();

      // Saved through the component API: the content API the build reads answers the new heading.
      await expect
        .poll(async () => {
          const answer = (await (
            await page.request.get(url, { headers: { 'X-Site-Key': key } })
          ).json()) as SiteContentAnswer;
          const saved = answer.components.find((component) => component.id === hero!.id)!;
          return (saved.data.content.title as { value: string }).value;
        })
        .toBe(edited);

      // The helper reloads the frame after a save. A static build holds the text it was built
      // with, so the refreshed frame shows the built heading again until the site is rebuilt
      // (the Rebuild hook of a real host); the editor connects again to the reloaded page.
      await expect(editor.getByText('Saved. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
      await expect(frame.locator(`section[data-elid="${hero!.id}"] [data-field="title"]`).first()).toHaveText(heading);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
