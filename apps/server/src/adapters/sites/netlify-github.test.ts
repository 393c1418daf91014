import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../test/netlify-github-stand-in.ts';
import { createNetlifyGithubHosting } from './netlify-github.ts';
import { HostingProviderError, type SiteHostingInput, type SourceFile } from './types.ts';

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders({ owner: 'acme' });
});
afterAll(() => fake.close());

const provider = () =>
  createNetlifyGithubHosting({
    githubToken: 'gh-secret',
    netlifyToken: 'nf-secret',
    githubBaseUrl: fake.githubUrl,
    netlifyBaseUrl: fake.netlifyUrl,
    branchWait: { attempts: 3, delayMs: 1 },
  });

let sequence = 0;
function input(
  overrides: Partial<SiteHostingInput['site']> = {},
  framework: 'astro' | 'nextjs' = 'astro',
  pagesJson = '[{"path":"/"}]\n',
): SiteHostingInput {
  const id = overrides.id ?? `${(++sequence).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
  const files: SourceFile[] = [
    { path: 'content/pages.json', content: pagesJson },
    { path: 'content/site.json', content: '{"name":"My Bakery"}\n' },
    { path: 'package.json', content: '{"scripts":{"build":"astro build"}}\n' },
  ];
  return {
    site: {
      id,
      slotNumber: 1,
      name: 'My Bakery',
      description: '',
      repositoryUrl: null,
      deploymentUrl: null,
      hosting: null,
      providerSiteId: null,
      ...overrides,
    },
    theme: { id: 'theme-1', name: 'Harbour', slug: 'harbour', framework },
    account: { id: 'account-1', name: 'Acme' },
    files,
  };
}

const requestsSince = (start: number) => fake.requests.slice(start);

describe('Netlify + GitHub hosting', () => {
  it("creates a repository from the theme's template, commits the content and links a Netlify site to it", async () => {
    const start = fake.requests.length;
    const site = input();
    const created = await provider().createSite(site);

    const name = `my-bakery-${site.site.id.slice(0, 8)}`;
    expect(created).toMatchObject({
      repositoryUrl: `https://github.com/acme/${name}`,
      siteUrl: `https://${name}.netlify.app`,
      providerSiteId: `nf-${name}`,
    });
    expect(created.commit).toMatch(/^[0-9a-f]{40}$/);

    const sent = requestsSince(start);
    const generate = sent.find((r) => r.path.endsWith('/generate'))!;
    expect(generate).toMatchObject({
      method: 'POST',
      path: '/github/repos/themeport-themes/harbour/generate',
      authorization: 'token gh-secret',
    });
    expect(generate.body).toMatchObject({ name, private: true });
    // GitHub fills the new repository a moment later: the branch is read again until it is there.
    expect(sent.filter((r) => r.path === `/github/repos/acme/${name}/git/ref/heads/main`)).toHaveLength(2);
    const tree = sent.find((r) => r.path.endsWith('/git/trees'))!.body as { tree: { path: string }[] };
    expect(tree.tree.map((entry) => entry.path)).toEqual(['content/pages.json', 'content/site.json']);
    expect(fake.filesOf(`acme/${name}`)).toEqual({
      'README.md': '# Template\n',
      'content/pages.json': '[{"path":"/"}]\n',
      'content/site.json': '{"name":"My Bakery"}\n',
    });
    expect(sent.find((r) => r.path.endsWith('/git/commits') && r.method === 'POST')!.body).toMatchObject({
      author: { name: 'Themeport', email: 'sites@themeport.dev' },
    });

    const netlify = sent.find((r) => r.path === '/netlify/api/v1/sites')!;
    expect(netlify).toMatchObject({ method: 'POST', authorization: 'Bearer nf-secret' });
    expect(netlify.body).toMatchObject({
      name,
      repo: {
        provider: 'github',
        repo_path: `acme/${name}`,
        repo_branch: 'main',
        cmd: 'npm run build',
        dir: 'dist',
        id: fake.repos.get(`acme/${name}`)!.id,
      },
    });
    // Every GitHub call carries the GitHub token and every Netlify call the Netlify token.
    expect(sent.filter((r) => r.path.startsWith('/github/')).every((r) => r.authorization === 'token gh-secret')).toBe(
      true,
    );
    expect(
      sent.filter((r) => r.path.startsWith('/netlify/')).every((r) => r.authorization === 'Bearer nf-secret'),
    ).toBe(true);
  });

  it('publishes .next for a Next.js theme', async () => {
    const start = fake.requests.length;
    await provider().createSite(input({}, 'nextjs'));
    const netlify = requestsSince(start).find((r) => r.path === '/netlify/api/v1/sites')!;
    expect(netlify.body).toMatchObject({ repo: { cmd: 'npm run build', dir: '.next' } });
  });

  it('brings an existing site up to date instead of creating a second one, committing only changes', async () => {
    const first = input();
    const created = await provider().createSite(first);
    const again = {
      ...first,
      site: {
        ...first.site,
        repositoryUrl: created.repositoryUrl,
        providerSiteId: created.providerSiteId,
        hosting: 'netlify' as const,
      },
    };

    const start = fake.requests.length;
    const unchanged = await provider().createSite(again);
    expect(unchanged).toMatchObject({
      repositoryUrl: created.repositoryUrl,
      siteUrl: created.siteUrl,
      providerSiteId: created.providerSiteId,
      commit: null,
    });
    expect(requestsSince(start).some((r) => r.path.endsWith('/generate') || r.path === '/netlify/api/v1/sites')).toBe(
      false,
    );

    const changed = await provider().createSite({
      ...again,
      files: input({}, 'astro', '[{"path":"/"},{"path":"/about"}]\n').files,
    });
    expect(changed.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(fake.filesOf(created.repositoryUrl.replace('https://github.com/', ''))['content/pages.json']).toContain(
      '/about',
    );
  });

  it('rebuilds by syncing the content and triggering a Netlify build', async () => {
    const first = input();
    const created = await provider().createSite(first);
    const site = {
      ...first,
      site: { ...first.site, repositoryUrl: created.repositoryUrl, providerSiteId: created.providerSiteId },
    };

    const start = fake.requests.length;
    const rebuilt = await provider().rebuild(site);
    expect(rebuilt).toEqual({ builtAt: new Date('2030-01-02T03:04:05.000Z'), commit: null });
    const build = requestsSince(start).find((r) => r.path.endsWith('/builds'))!;
    expect(build).toMatchObject({
      method: 'POST',
      path: `/netlify/api/v1/sites/${created.providerSiteId}/builds`,
      authorization: 'Bearer nf-secret',
    });
  });

  it('reports a Netlify error answer as a provider error with the status, keeping the words for the server log', async () => {
    fake.failNext('/netlify/api/v1/sites', 401, { code: 401, message: 'Access Denied' });
    const error = await provider()
      .createSite(input())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostingProviderError);
    expect(error).toMatchObject({ provider: 'netlify', status: 401 });
    expect((error as Error).message).toContain('Access Denied');
  });

  it('reports a GitHub error answer (template repository missing) as a provider error', async () => {
    fake.failNext('/github/repos/themeport-themes/harbour/generate', 404, { message: 'Not Found' });
    const start = fake.requests.length;
    const error = await provider()
      .createSite(input())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HostingProviderError', provider: 'github', status: 404 });
    expect(requestsSince(start).some((r) => r.path.startsWith('/netlify/'))).toBe(false);
  });

  it('reuses the repository of a creation that stopped halfway when asked again', async () => {
    const site = input();
    fake.failNext('/netlify/api/v1/sites', 500, { message: 'Internal error' });
    await expect(provider().createSite(site)).rejects.toMatchObject({ provider: 'netlify', status: 500 });
    const created = await provider().createSite(site);
    expect(created.providerSiteId).toBe(`nf-my-bakery-${site.site.id.slice(0, 8)}`);
    expect([...fake.repos.keys()].filter((name) => name.endsWith(site.site.id.slice(0, 8)))).toHaveLength(1);
  });

  it('refuses to rebuild a site that has no Netlify site yet', async () => {
    await expect(provider().rebuild(input())).rejects.toMatchObject({ provider: 'netlify' });
    fake.failNext('/netlify/api/v1/sites/nf-x/builds', 422, { message: 'Build hook disabled' });
    await expect(provider().rebuild(input({ providerSiteId: 'nf-x' }))).rejects.toMatchObject({
      provider: 'netlify',
      status: 422,
    });
  });
});
