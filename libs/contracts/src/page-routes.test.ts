import { PAGE_ROUTES, pageMetaOf, pageRouteOf } from './page-routes';
import { SiteCopy } from './site-copy';

describe('the page route table', () => {
  it('matches an address as the web router does: any case, final slashes ignored', () => {
    expect(pageRouteOf('/pricing')).toBe('/pricing');
    expect(pageRouteOf('/Pricing/')).toBe('/pricing');
    expect(pageRouteOf('/DOCS//')).toBe('/docs');
    expect(pageRouteOf('/')).toBe('/');
    expect(pageRouteOf('/admin/Users')).toBe('/admin/users');
  });

  it('knows no other address', () => {
    for (const path of ['/pricing/extra', '/nope', '/api/health', '/assets/index.js', '', '/auth/github'])
      expect({ path, route: pageRouteOf(path) }).toEqual({ path, route: path === '' ? '/' : null });
  });

  it('gives every page a title and a description of its own, and the not-found page its own', () => {
    const seen = new Set<string>();
    for (const path of Object.keys(PAGE_ROUTES)) {
      const meta = pageMetaOf(path);
      expect(meta.description.length).toBeGreaterThan(20);
      if (path !== '/documentation') {
        expect(seen.has(meta.title)).toBe(false);
        seen.add(meta.title);
      }
    }
    expect(pageMetaOf('/')).toEqual(SiteCopy.pages.home);
    expect(pageMetaOf('/pricing').title).toBe('Pricing | Infragen');
    expect(pageMetaOf('/documentation')).toEqual(pageMetaOf('/docs'));
    expect(pageMetaOf('/no/such/page')).toEqual({
      title: 'Page not found | Infragen',
      description: SiteCopy.notFound.description,
    });
  });
});
