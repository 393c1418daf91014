import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The fetch the renderer's API client uses: a path under /api and the request's init. */
export type RendererFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  html: string;
  dataScript: string;
  /** The data the page shows, without fetch times: what its ETag hashes besides the markup. */
  dataFingerprint: string;
  /** The page's route modules, as Vite's manifest names them (page-chunks.ts). */
  modules?: string[];
}

/**
 * The web app's built render module (apps/web/src/entry-server.tsx, decision 042). Declared here
 * rather than imported: the server never imports the web app's source.
 */
export interface StorefrontRenderer {
  isServerRendered(pathname: string): boolean;
  /** A redirect, a page, or the shell: null, or `{ signedIn: true }` for a visitor with a session. */
  render(
    request: Request,
    fetch: RendererFetch,
  ): Promise<{ redirect: Response } | { page: RenderedPage } | { signedIn: true } | null>;
}

/** `vite build --ssr` writes the render module beside the browser build: apps/web/dist-server. */
export function rendererPathFor(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
}

/**
 * Imports the render module once it is built; null while it is not (the web host then serves the
 * client-rendered shell, as before decision 042). The module is imported by its plain URL, once:
 * its page chunks import it back by that URL, and a second copy would be a second renderer. A
 * rebuild takes a restart, as a rebuilt server does.
 */
export function createRendererLoader(file: string) {
  let renderer: Promise<StorefrontRenderer> | null = null;
  return (): Promise<StorefrontRenderer | null> => {
    if (renderer === null) {
      if (!existsSync(file)) return Promise.resolve(null);
      renderer = import(pathToFileURL(file).href) as Promise<StorefrontRenderer>;
    }
    return renderer;
  };
}
