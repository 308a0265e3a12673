// Thin route modules: each lazily loads a feature's page and hands it the ids from the URL,
// so features never read the router's params themselves.
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { LEGACY_COMPANY_ID } from '@/domain/constants';
import type { ProjectRouteParams } from '@/domain/app-paths';
import { withTimeout } from './lazy-page';

type PageModule<P> = { default: ComponentType<P> };

/**
 * The route modules of the app. Every page renders once the local store's code has loaded
 * (`storeLoaded`), except the dashboard: its frame is the first screen and shows the store's
 * data as soon as it is there.
 */
export function routeModules(storeLoaded: Promise<unknown>) {
  const withStore = <M,>(load: () => Promise<M>) => () => Promise.all([load(), storeLoaded]).then(([module]) => module);
  return {
    /** A page without route parameters. */
    screen(load: () => Promise<PageModule<object>>): LazyRouteFunction<RouteObject> {
      return async () => ({ Component: (await withTimeout(withStore(load))).default });
    },

    /** A company dashboard: the page gets the company id of the URL, if any. */
    companyScreen(load: () => Promise<PageModule<{ companyId?: string }>>): LazyRouteFunction<RouteObject> {
      return async () => {
        const Page = (await withTimeout(load)).default;
        return {
          Component: function CompanyRoute() {
            const { companyId } = useParams();
            return <Page key={companyId} companyId={companyId} />;
          },
        };
      };
    },

    /** A project page: company id from the URL, or the legacy company for /projekte/{id}/…. */
    projectScreen(load: () => Promise<PageModule<ProjectRouteParams>>): LazyRouteFunction<RouteObject> {
      return async () => {
        const Page = (await withTimeout(withStore(load))).default;
        return {
          Component: function ProjectRoute() {
            const { companyId, projectId = '', detail } = useParams();
            return <Page companyId={companyId ?? LEGACY_COMPANY_ID} projectId={projectId} detail={detail} />;
          },
        };
      };
    },
  };
}
