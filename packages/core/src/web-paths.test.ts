import { describe, expect, it } from 'vitest';
import { isWebAppPath, matchesWebPath } from './web-paths.ts';

describe('web paths', () => {
  it('knows the pages of the route table, with their dynamic segments and sub-paths', () => {
    for (const path of [
      '/',
      '/themes',
      '/themes/',
      '/Themes',
      '/themes/aurora-saas',
      '/terms',
      '/accept-invitation',
      '/accept-invitation/abc',
      '/client-onboarding',
      '/client-onboarding/anything/else',
      '/client-portal',
      '/client-portal/sites',
      '/cms',
      '/cms/acc',
      '/cms/acc/slot',
      '/admin',
      '/admin/themes/1/cms',
      '/admin-portal/users',
      '/checkout/cs_1',
    ]) {
      expect(isWebAppPath(path), path).toBe(true);
    }
  });

  it('refuses paths no page has', () => {
    for (const path of [
      '/no-such-page',
      '/themes/a/b',
      '/checkout',
      '/cms/a/b/c',
      '/account',
      '/account/unknown',
      '/pricing/extra',
      '/client-portalx',
    ]) {
      expect(isWebAppPath(path), path).toBe(false);
    }
  });

  it('matches optional segments only when absent or one segment', () => {
    expect(matchesWebPath('/cms/:accountId?/:slotId?', '/cms/a')).toBe(true);
    expect(matchesWebPath('/themes/:slug', '/themes')).toBe(false);
  });
});
