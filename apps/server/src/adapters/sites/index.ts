import type { Config } from '../../config.ts';
import { createLocalSiteHosting } from './local.ts';
import type { NetlifyGithubOptions } from './netlify-github.ts';
import type { SiteHostingProvider } from './types.ts';

export type { SiteHostingProvider } from './types.ts';

/**
 * Netlify sites and GitHub repositories when both tokens are set (config.ts refuses one without the
 * other), else the local host with a git repository on disk. `netlify` passes adapter options
 * (base URLs in tests, the template owner) through.
 */
export function createSiteHostingProvider(
  config: Pick<Config, 'hosting' | 'reposDir' | 'sites'>,
  netlify: Partial<Omit<NetlifyGithubOptions, 'githubToken' | 'netlifyToken'>> = {},
): SiteHostingProvider {
  if (config.hosting) {
    const options = { ...netlify, githubToken: config.hosting.githubToken, netlifyToken: config.hosting.netlifyToken };
    // Octokit loads with the first site: a server without the hosting tokens never holds it (decision 044).
    let provider: Promise<SiteHostingProvider> | undefined;
    const load = () =>
      (provider ??= import('./netlify-github.ts').then((module) => module.createNetlifyGithubHosting(options)));
    return {
      name: 'netlify',
      createSite: async (input) => (await load()).createSite(input),
      rebuild: async (input) => (await load()).rebuild(input),
    };
  }
  return createLocalSiteHosting({ reposDir: config.reposDir, sitesOrigin: config.sites.origin });
}
