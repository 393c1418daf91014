import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support: one in-process HTTP server that stands in for api.github.com (under /github) and
// api.netlify.com (under /netlify/api/v1), so the Netlify + GitHub adapter is tested at its boundary
// (the real Octokit and fetch, real HTTP) without the internet. It keeps just enough git state (trees
// as path → content maps, commits, one branch per repository) to tell a changed tree from an unchanged one.

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  head: string | null;
  /** How many more times the branch lookup answers 404, as GitHub does while it copies a template. */
  pendingBranchReads: number;
}

export interface FakeProviders {
  githubUrl: string;
  netlifyUrl: string;
  requests: RecordedRequest[];
  repos: Map<string, FakeRepo>;
  /** Answer every request whose path starts with this prefix with an error. */
  failNext(prefix: string, status: number, body: unknown): void;
  /** The files of a repository's branch head. */
  filesOf(fullName: string): Record<string, string>;
  close(): Promise<void>;
}

const sha = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex');

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function startFakeProviders({
  owner = 'acme',
  templateFiles = { 'README.md': '# Template\n' },
} = {}): Promise<FakeProviders> {
  const trees = new Map<string, Record<string, string>>();
  const commits = new Map<string, { tree: string; parents: string[]; message: string }>();
  const repos = new Map<string, FakeRepo>();
  const requests: RecordedRequest[] = [];
  const failures: { prefix: string; status: number; body: unknown }[] = [];
  let nextId = 1000;

  const templateTree = sha(templateFiles);
  trees.set(templateTree, { ...templateFiles });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      // Octokit encodes the slash of 'heads/main'; record paths as GitHub reads them.
      requests.push({
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const failure = failures.findIndex((f) => url.pathname.startsWith(f.prefix));
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        return send(f!.status, f!.body);
      }
      const input = (body ?? {}) as Record<string, unknown>;
      let match: RegExpExecArray | null;

      if ((match = /^\/github\/repos\/([^/]+)\/([^/]+)\/generate$/.exec(url.pathname)) && req.method === 'POST') {
        const name = String(input.name);
        const fullName = `${owner}/${name}`;
        if (repos.has(fullName))
          return send(422, { message: 'Repository creation failed.', errors: ['name already exists on this account'] });
        const commit = sha({ template: match[2], name });
        commits.set(commit, { tree: templateTree, parents: [], message: 'Initial commit' });
        repos.set(fullName, { id: ++nextId, owner, name, head: commit, pendingBranchReads: 1 });
        return send(201, repoJson(repos.get(fullName)!, input.private !== false));
      }
      if ((match = /^\/github\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
        const repo = repos.get(`${match[1]}/${match[2]}`);
        return repo ? send(200, repoJson(repo, true)) : send(404, { message: 'Not Found' });
      }
      if (url.pathname === '/github/user' && req.method === 'GET') return send(200, { login: owner });

      if ((match = /^\/github\/repos\/([^/]+)\/([^/]+)\/git\/(.+)$/.exec(url.pathname))) {
        const repo = repos.get(`${match[1]}/${match[2]}`);
        if (!repo) return send(404, { message: 'Not Found' });
        const rest = decodeURIComponent(match[3]!);
        if (rest === 'ref/heads/main' && req.method === 'GET') {
          if (repo.pendingBranchReads > 0 || !repo.head) {
            repo.pendingBranchReads -= 1;
            return send(409, { message: 'Git Repository is empty.' });
          }
          return send(200, { ref: 'refs/heads/main', object: { sha: repo.head, type: 'commit' } });
        }
        if (rest.startsWith('commits/') && req.method === 'GET') {
          const commit = commits.get(rest.slice('commits/'.length));
          return commit
            ? send(200, {
                sha: rest.slice(8),
                tree: { sha: commit.tree },
                parents: commit.parents.map((p) => ({ sha: p })),
              })
            : send(404, { message: 'Not Found' });
        }
        if (rest === 'trees' && req.method === 'POST') {
          const files = { ...(trees.get(String(input.base_tree)) ?? {}) };
          for (const entry of input.tree as { path: string; content: string }[]) files[entry.path] = entry.content;
          const treeSha = sha(files);
          trees.set(treeSha, files);
          return send(201, { sha: treeSha });
        }
        if (rest === 'commits' && req.method === 'POST') {
          const commitSha = sha({ ...input, n: commits.size });
          commits.set(commitSha, {
            tree: String(input.tree),
            parents: input.parents as string[],
            message: String(input.message),
          });
          return send(201, { sha: commitSha });
        }
        if (rest === 'refs/heads/main' && req.method === 'PATCH') {
          repo.head = String(input.sha);
          return send(200, { ref: 'refs/heads/main', object: { sha: repo.head } });
        }
      }

      if (url.pathname === '/netlify/api/v1/sites' && req.method === 'POST') {
        const name = String(input.name);
        return send(201, {
          id: `nf-${name}`,
          name,
          url: `http://${name}.netlify.app`,
          ssl_url: `https://${name}.netlify.app`,
        });
      }
      if ((match = /^\/netlify\/api\/v1\/sites\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
        const name = match[1]!.replace(/^nf-/, '');
        return send(200, {
          id: match[1],
          name,
          url: `http://${name}.netlify.app`,
          ssl_url: `https://${name}.netlify.app`,
        });
      }
      if (/^\/netlify\/api\/v1\/sites\/[^/]+\/builds$/.test(url.pathname) && req.method === 'POST') {
        return send(200, {
          id: `build-${requests.length}`,
          deploy_id: 'deploy-1',
          created_at: '2030-01-02T03:04:05.000Z',
          done: false,
        });
      }
      send(404, { message: `fake: no route for ${req.method} ${url.pathname}` });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });

  function repoJson(repo: FakeRepo, isPrivate: boolean) {
    return {
      id: repo.id,
      name: repo.name,
      full_name: `${repo.owner}/${repo.name}`,
      html_url: `https://github.com/${repo.owner}/${repo.name}`,
      private: isPrivate,
      default_branch: 'main',
      owner: { login: repo.owner },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    githubUrl: `${origin}/github`,
    netlifyUrl: `${origin}/netlify/api/v1`,
    requests,
    repos,
    failNext(prefix, status, body) {
      failures.push({ prefix, status, body });
    },
    filesOf(fullName) {
      const repo = repos.get(fullName);
      const commit = repo?.head ? commits.get(repo.head) : undefined;
      return commit ? { ...trees.get(commit.tree) } : {};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
