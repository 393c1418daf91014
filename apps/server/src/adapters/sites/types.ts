import type { Framework, HostingProvider } from '@themeport/core';

/** One file of a site's source tree: a path relative to the repository root and its text. */
export interface SourceFile {
  path: string;
  content: string;
}

/** What an adapter needs to know about the site it creates or rebuilds. */
export interface HostedSite {
  id: string;
  slotNumber: number;
  name: string;
  description: string;
  /** Set once the site was created (spec: github_repo_url, netlify_url). */
  repositoryUrl: string | null;
  deploymentUrl: string | null;
  hosting: HostingProvider | null;
  /** The provider's own id for the site (the Netlify site id), for rebuilds. */
  providerSiteId: string | null;
}

export interface HostedTheme {
  id: string;
  name: string;
  slug: string;
  framework: Framework;
}

export interface SiteHostingInput {
  site: HostedSite;
  theme: HostedTheme;
  account: { id: string; name: string };
  /** The site's source tree (theme files and content as JSON), sorted by path. */
  files: SourceFile[];
  /** Variables the site's build needs and the repository must not hold (the content API's read key). */
  buildEnv?: Record<string, string>;
}

export interface CreatedSite {
  repositoryUrl: string;
  siteUrl: string;
  providerSiteId: string | null;
  /** The commit that holds this export, or null when nothing had changed since the last one. */
  commit: string | null;
}

export interface RebuiltSite {
  builtAt: Date;
  /** The content commit of this rebuild, or null when nothing had changed (or nothing is kept). */
  commit: string | null;
}

/**
 * Where a site's source lives and how it is built (ARCHITECTURE.md, site hosting): 'local' keeps a
 * git repository on the server's disk and serves the site from the local host; 'netlify' creates a
 * GitHub repository from the theme's template repository and a Netlify site linked to it.
 */
export interface SiteHostingProvider {
  readonly name: HostingProvider;
  /** Creates the repository and site, or brings an existing one up to date (safe to call again). */
  createSite(input: SiteHostingInput): Promise<CreatedSite>;
  rebuild(input: SiteHostingInput): Promise<RebuiltSite>;
}

/**
 * A provider answered with an error or could not be reached. `message` is the provider's own words:
 * log it on the server, never show it to the person (they see SITE_TEXT's text).
 */
export class HostingProviderError extends Error {
  constructor(
    readonly provider: 'local' | 'github' | 'netlify',
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HostingProviderError';
  }
}
