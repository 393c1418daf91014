import { Octokit } from '@octokit/rest';
import type { Framework } from '@themeport/core';
import { GIT_AUTHOR } from './local.ts';
import { siteNameSlug } from './names.ts';
import { HostingProviderError, type SiteHostingProvider, type SourceFile } from './types.ts';

export interface NetlifyGithubOptions {
  githubToken: string;
  netlifyToken: string;
  /** For tests and GitHub Enterprise; default https://api.github.com. */
  githubBaseUrl?: string;
  /** For tests; default https://api.netlify.com/api/v1. */
  netlifyBaseUrl?: string;
  /** Who owns the themes' template repositories ({owner}/{theme slug}). */
  templateOwner?: string;
  /** Organisation for the new repositories; default the token's own user. */
  repositoryOwner?: string;
  privateRepositories?: boolean;
  /** The Netlify GitHub app's installation id, so Netlify may read private repositories. */
  netlifyInstallationId?: number;
  /** GitHub fills a repository from its template a moment after answering: how long to wait for its branch. */
  branchWait?: { attempts: number; delayMs: number };
  fetch?: typeof fetch;
}

export const DEFAULT_TEMPLATE_OWNER = 'themeport-themes';
const BRANCH = 'main';
const REQUEST_TIMEOUT_MS = 30_000;

/** How Netlify builds each framework: the command and the folder it publishes. */
export const NETLIFY_BUILD: Record<Framework, { cmd: string; dir: string }> = {
  astro: { cmd: 'npm run build', dir: 'dist' },
  nextjs: { cmd: 'npm run build', dir: '.next' },
};

/** The theme's template repository; themes may name their own later (a templateRepo column). */
export function templateRepository(themeSlug: string, owner = DEFAULT_TEMPLATE_OWNER) {
  return { owner, repo: themeSlug };
}

/** A GitHub repository name for the site: its name as a slug plus the start of its id, so two sites never clash. */
export function repositoryName(siteName: string, siteId: string): string {
  return `${siteNameSlug(siteName)}-${siteId.slice(0, 8)}`;
}

/** owner/repo from https://github.com/{owner}/{repo}, or null. */
export function parseGithubUrl(url: string | null): { owner: string; repo: string } | null {
  const match = url ? /^https?:\/\/[^/]+\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url) : null;
  return match ? { owner: match[1]!, repo: match[2]! } : null;
}

interface NetlifySite {
  id: string;
  url?: string;
  ssl_url?: string;
}

const silentLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The production adapter: a GitHub repository generated from the theme's template repository, with
 * the site's content committed under content/, and a Netlify site linked to it that builds it.
 */
export function createNetlifyGithubHosting(options: NetlifyGithubOptions): SiteHostingProvider {
  const fetchImpl = options.fetch ?? fetch;
  const netlifyBase = (options.netlifyBaseUrl ?? 'https://api.netlify.com/api/v1').replace(/\/+$/, '');
  const branchWait = options.branchWait ?? { attempts: 10, delayMs: 1000 };
  const octokit = new Octokit({
    auth: options.githubToken,
    baseUrl: options.githubBaseUrl,
    userAgent: 'Themeport',
    log: silentLog,
    request: { fetch: fetchImpl },
  });

  const github = async <T>(step: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const status =
        typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null;
      const message = error instanceof Error ? error.message : String(error);
      throw new HostingProviderError('github', `${step}: ${message}`, status, { cause: error });
    }
  };

  async function netlify<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${netlifyBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.netlifyToken}`,
          'content-type': 'application/json',
          'user-agent': 'Themeport',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HostingProviderError(
        'netlify',
        `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
        null,
        { cause: error },
      );
    }
    const text = await response.text();
    if (!response.ok)
      throw new HostingProviderError(
        'netlify',
        `${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`,
        response.status,
      );
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch (error) {
      throw new HostingProviderError(
        'netlify',
        `${method} ${path} answered with something other than JSON`,
        response.status,
        { cause: error },
      );
    }
  }

  /** The branch's head, waiting while GitHub still copies the template into a new repository. */
  async function branchHead(owner: string, repo: string): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${BRANCH}` });
        return data.object.sha;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if ((status !== 404 && status !== 409) || attempt >= branchWait.attempts) {
          return github('read the main branch', () => Promise.reject(error));
        }
        await sleep(branchWait.delayMs);
      }
    }
  }

  /** Commits the site's content files on top of the branch; null when the tree is unchanged. */
  async function pushContent(
    owner: string,
    repo: string,
    files: SourceFile[],
    message: string,
  ): Promise<string | null> {
    const content = files.filter((file) => file.path.startsWith('content/'));
    const parent = await branchHead(owner, repo);
    const { data: parentCommit } = await github('read the head commit', () =>
      octokit.rest.git.getCommit({ owner, repo, commit_sha: parent }),
    );
    const { data: tree } = await github('write the content tree', () =>
      octokit.rest.git.createTree({
        owner,
        repo,
        base_tree: parentCommit.tree.sha,
        tree: content.map((file) => ({
          path: file.path,
          mode: '100644' as const,
          type: 'blob' as const,
          content: file.content,
        })),
      }),
    );
    if (tree.sha === parentCommit.tree.sha) return null;
    const { data: commit } = await github('commit the content', () =>
      octokit.rest.git.createCommit({
        owner,
        repo,
        message,
        tree: tree.sha,
        parents: [parent],
        author: { ...GIT_AUTHOR },
      }),
    );
    await github('move the main branch', () =>
      octokit.rest.git.updateRef({ owner, repo, ref: `heads/${BRANCH}`, sha: commit.sha }),
    );
    return commit.sha;
  }

  /** A repository generated from the template; on a retry after a half-finished creation, the one made then. */
  async function generateRepository(templateOwner: string, templateRepo: string, name: string, description: string) {
    try {
      const { data } = await octokit.rest.repos.createUsingTemplate({
        template_owner: templateOwner,
        template_repo: templateRepo,
        owner: options.repositoryOwner,
        name,
        description,
        private: options.privateRepositories ?? true,
      });
      return data;
    } catch (error) {
      if ((error as { status?: number }).status !== 422)
        return github('create the repository from the template', () => Promise.reject(error));
      const owner =
        options.repositoryOwner ??
        (await github('read the token user', () => octokit.rest.users.getAuthenticated())).data.login;
      const existing = await github('read the existing repository', () =>
        octokit.rest.repos.get({ owner, repo: name }),
      ).catch(() => null);
      if (!existing) return github('create the repository from the template', () => Promise.reject(error));
      return existing.data;
    }
  }

  return {
    name: 'netlify',

    async createSite({ site, theme, files, buildEnv }) {
      const existingRepo = parseGithubUrl(site.repositoryUrl);
      if (site.providerSiteId && existingRepo) {
        // Created before: bring its content up to date instead of creating a second repository.
        const commit = await pushContent(existingRepo.owner, existingRepo.repo, files, `Update ${site.name} content`);
        const netlifySite = await netlify<NetlifySite>('GET', `/sites/${encodeURIComponent(site.providerSiteId)}`);
        return {
          repositoryUrl: site.repositoryUrl!,
          siteUrl: netlifySite.ssl_url ?? netlifySite.url ?? site.deploymentUrl ?? '',
          providerSiteId: netlifySite.id,
          commit,
        };
      }

      const template = templateRepository(theme.slug, options.templateOwner);
      const name = repositoryName(site.name, site.id);
      const repo = await generateRepository(
        template.owner,
        template.repo,
        name,
        `${site.name}: built with the ${theme.name} theme on Themeport`,
      );
      const commit = await pushContent(repo.owner.login, repo.name, files, `Add ${site.name} content from Themeport`);

      const build = NETLIFY_BUILD[theme.framework];
      const netlifySite = await netlify<NetlifySite>('POST', '/sites', {
        name,
        repo: {
          provider: 'github',
          id: repo.id,
          repo_path: repo.full_name,
          repo_url: repo.html_url,
          repo_branch: BRANCH,
          cmd: build.cmd,
          dir: build.dir,
          public_repo: !repo.private,
          ...(buildEnv === undefined ? {} : { env: buildEnv }),
          ...(options.netlifyInstallationId === undefined ? {} : { installation_id: options.netlifyInstallationId }),
        },
      });
      if (!netlifySite.id) throw new HostingProviderError('netlify', 'POST /sites answered without a site id');
      return {
        repositoryUrl: repo.html_url,
        siteUrl: netlifySite.ssl_url ?? netlifySite.url ?? '',
        providerSiteId: netlifySite.id,
        commit,
      };
    },

    async rebuild({ site, files }) {
      if (!site.providerSiteId) throw new HostingProviderError('netlify', `site ${site.id} has no Netlify site yet`);
      const repo = parseGithubUrl(site.repositoryUrl);
      const commit = repo ? await pushContent(repo.owner, repo.repo, files, `Update ${site.name} content`) : null;
      const build = await netlify<{ id?: string; created_at?: string }>(
        'POST',
        `/sites/${encodeURIComponent(site.providerSiteId)}/builds`,
      );
      const createdAt = build.created_at ? new Date(build.created_at) : null;
      return { builtAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : new Date(), commit };
    },
  };
}
