import fs from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { siteUrl } from '@themeport/core';
import { HostingProviderError, type SiteHostingProvider, type SourceFile } from './types.ts';

export const GIT_AUTHOR = { name: 'Themeport', email: 'sites@themeport.dev' } as const;
const BRANCH = 'main';
const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The site's repository folder: DATA_DIR/repos/{siteId}. Only uuids, so no id can climb out of reposDir. */
export function repositoryDir(reposDir: string, siteId: string): string {
  if (!SITE_ID.test(siteId)) throw new HostingProviderError('local', `not a site id: ${siteId}`);
  return path.join(reposDir, siteId.toLowerCase());
}

/** The URL the portal downloads the repository from (the hosting routes answer it). */
export function repositoryZipPath(accountId: string, siteId: string): string {
  return `/api/accounts/${accountId}/slots/${siteId}/repository.zip`;
}

const exists = (target: string) =>
  fs.promises.access(target).then(
    () => true,
    () => false,
  );

// One export at a time per repository: two writers in one working tree would corrupt the index.
const locks = new Map<string, Promise<unknown>>();
function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  locks.set(key, settled);
  void settled.then(() => {
    if (locks.get(key) === settled) locks.delete(key);
  });
  return run;
}

/** isomorphic-git, loaded with the first site exported rather than with the server (decision 044). */
const loadGit = () => import('isomorphic-git').then((module) => module.default);

async function headExists(dir: string): Promise<boolean> {
  const git = await loadGit();
  try {
    await git.resolveRef({ fs, dir, ref: 'HEAD' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the tree into the repository (initialising it on the first run), stages every change,
 * and commits only when something changed. Answers the new commit, or null when nothing had.
 */
export async function exportToRepository(dir: string, files: SourceFile[], message: string): Promise<string | null> {
  const git = await loadGit();
  return withLock(dir, async () => {
    await mkdir(dir, { recursive: true });
    if (!(await exists(path.join(dir, '.git')))) await git.init({ fs, dir, defaultBranch: BRANCH });
    const hasHead = await headExists(dir);

    const wanted = new Set(files.map((file) => file.path));
    const tracked = hasHead ? await git.listFiles({ fs, dir, ref: 'HEAD' }) : [];
    for (const filepath of tracked.filter((file) => !wanted.has(file))) {
      await rm(path.join(dir, filepath), { force: true });
      await git.remove({ fs, dir, filepath });
    }
    for (const file of files) {
      const target = path.join(dir, file.path);
      const current = await readFile(target, 'utf8').catch(() => null);
      if (current === file.content) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    if (files.length > 0) await git.add({ fs, dir, filepath: files.map((file) => file.path) });

    // [file, head, workdir, stage]: 1/1 is unchanged, 0/0 untracked; anything else is a change to commit.
    const matrix = await git.statusMatrix({ fs, dir });
    const changed = matrix.some(([, head, , stage]) => !(head === 1 && stage === 1) && !(head === 0 && stage === 0));
    if (hasHead && !changed) return null;
    return git.commit({ fs, dir, message, author: { ...GIT_AUTHOR } });
  });
}

async function collectFiles(root: string, relative: string, into: Zippable): Promise<void> {
  for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await collectFiles(root, name, into);
    else if (entry.isFile()) into[name] = new Uint8Array(await readFile(path.join(root, name)));
  }
}

/** The working tree and its .git folder as a zip (a real repository once unzipped), or null before the first export. */
export async function zipRepository(reposDir: string, siteId: string): Promise<Uint8Array | null> {
  const dir = repositoryDir(reposDir, siteId);
  if (!(await exists(path.join(dir, '.git')))) return null;
  return withLock(dir, async () => {
    const files: Zippable = {};
    await collectFiles(dir, '', files);
    return zipSync(files, { level: 6 });
  });
}

export interface LocalSiteHostingOptions {
  reposDir: string;
  /** Where hosted sites are served (config.sites.origin, '{slot}' standing for the site id). */
  sitesOrigin: string;
}

/**
 * The embedded default: the local host serves the site on its own origin (SITES_ORIGIN), and its source is kept
 * in a git repository on the server's disk that the owner downloads as a zip.
 */
export function createLocalSiteHosting({ reposDir, sitesOrigin }: LocalSiteHostingOptions): SiteHostingProvider {
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } catch (error) {
      if (error instanceof HostingProviderError) throw error;
      throw new HostingProviderError('local', error instanceof Error ? error.message : String(error), null, {
        cause: error,
      });
    }
  };

  return {
    name: 'local',

    createSite: ({ site, theme, account, files }) =>
      run(async () => {
        const dir = repositoryDir(reposDir, site.id);
        const isNew = !(await exists(path.join(dir, '.git')));
        const message = isNew ? `Create ${site.name} from the ${theme.name} theme` : `Update ${site.name}`;
        const commit = await exportToRepository(dir, files, message);
        return {
          repositoryUrl: repositoryZipPath(account.id, site.id),
          siteUrl: siteUrl(sitesOrigin, site.id),
          providerSiteId: null,
          commit,
        };
      }),

    // The local host renders on request, so a rebuild is re-exporting the content (when a repository exists).
    rebuild: ({ site, files }) =>
      run(async () => {
        const dir = repositoryDir(reposDir, site.id);
        const commit = (await exists(path.join(dir, '.git')))
          ? await exportToRepository(dir, files, `Rebuild ${site.name}`)
          : null;
        return { builtAt: new Date(), commit };
      }),
  };
}
