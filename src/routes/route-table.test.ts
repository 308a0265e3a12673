import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './route-table';

/** Navigates a memory router to `path` and reports where it settled and which page matched. */
async function resolve(path: string) {
  const router = createMemoryRouter(appRoutes(Promise.resolve()), { initialEntries: [path] });
  await new Promise<void>((done) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return done();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        done();
      }
    });
  });
  const { location, matches } = router.state;
  const leaf = matches.at(-1);
  router.dispose();
  return { pathname: decodeURIComponent(location.pathname), page: leaf?.route.id, params: leaf?.params ?? {} };
}

describe('route table (SPEC §2)', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/profile', 'profile'],
    ['/kalender', 'kalender'],
    ['/notizen', 'notizen'],
    ['/tictactoe', 'tictactoe'],
    ['/companies', 'companies'],
    ['/companies/c1', 'company'],
    ['/companies/c1/dashboard', 'company-dashboard'],
  ])('%s opens the %s screen', async (path, page) => {
    const result = await resolve(path);
    expect(result.pathname).toBe(path);
    expect(result.page).toBe(page);
  });

  it.each([
    'menü',
    'kundendaten',
    'zustand-haus',
    'dach',
    'elektrik',
    'aufstellort',
    'vorschaeden',
    'baubarkeits-check',
    'protokoll',
    'was-fehlt',
    'fotosammlung',
  ])('/companies/{companyId}/projekte/{projectId}/%s opens that project page', async (page) => {
    const result = await resolve(`/companies/c1/projekte/p1/${page}`);
    expect(result.page).toBe(page);
    expect(result.params).toMatchObject({ companyId: 'c1', projectId: 'p1' });
  });

  it.each([
    ['dach-detail/sparren', 'dach-detail', 'sparren'],
    ['dach-flaeche/f-1', 'dach-flaeche', 'f-1'],
    ['elektrik-detail/zaehlerschrank', 'elektrik-detail', 'zaehlerschrank'],
    ['vorschaeden-detail/d-42', 'vorschaeden-detail', 'd-42'],
    ['baubarkeit-detail/dachstatik', 'baubarkeit-detail', 'dachstatik'],
  ])('detail page %s passes its extra segment', async (suffix, page, detail) => {
    const result = await resolve(`/companies/c1/projekte/p1/${suffix}`);
    expect(result.page).toBe(page);
    expect(result.params).toMatchObject({ companyId: 'c1', projectId: 'p1', detail });
  });

  it('the project menu also matches its percent-encoded URL', async () => {
    const result = await resolve('/companies/c1/projekte/p1/men%C3%BC');
    expect(result.page).toBe('menü');
  });

  it('a project without a page opens its menu', async () => {
    const result = await resolve('/companies/c1/projekte/p1');
    expect(result.pathname).toBe('/companies/c1/projekte/p1/menü');
    expect(result.page).toBe('menü');
  });

  it('"Any unknown path redirects to /dashboard"', async () => {
    for (const path of ['/', '/unbekannt', '/companies/c1/unbekannt', '/companies/c1/projekte/p1/unbekannt']) {
      expect((await resolve(path)).pathname, path).toBe('/dashboard');
    }
  });

  it('"/projekte and /projekte/* redirect to /companies"', async () => {
    for (const path of ['/projekte', '/projekte/p1', '/projekte/p1/unbekannt', '/projekte/p1/dach/zu/tief']) {
      expect((await resolve(path)).pathname, path).toBe('/companies');
    }
  });

  it('the legacy pattern /projekte/{id}/{page} opens the project under the fixed legacy company', async () => {
    const result = await resolve('/projekte/p1/dach');
    expect(result.pathname).toBe('/projekte/p1/dach');
    expect(result.page).toBe('legacy:dach');
    expect(result.params).toMatchObject({ projectId: 'p1' });
    expect(result.params.companyId).toBeUndefined();
  });
});
