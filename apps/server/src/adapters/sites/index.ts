import type { Config } from '../../config.ts';
import { createLocalSiteHosting } from './local.ts';
import { createNetlifyGithubHosting, type NetlifyGithubOptions } from './netlify-github.ts';
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
    return createNetlifyGithubHosting({
      ...netlify,
      githubToken: config.hosting.githubToken,
      netlifyToken: config.hosting.netlifyToken,
    });
  }
  return createLocalSiteHosting({ reposDir: config.reposDir, sitesOrigin: config.sites.origin });
}
