import { lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AreaName, RemotePage } from 'shared-contracts';
import { ErrorState, Spinner } from 'shared-ui';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { resetRemote } from '../federation/remoteRegistry';
import { loadAreaPages, type AreaPageSet } from './areaRoutes';
import { NotFound } from './NotFound';

function RemotePageView({ page }: { page: RemotePage }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(page.load as () => Promise<{ default: ComponentType }>),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt`: a new lazy component on every retry.
    [page, attempt],
  );
  useEffect(() => {
    if (page.title) document.title = `${page.title} · Compliance Management`;
  }, [page.title]);
  return (
    <RemoteBoundary label="This page" onRetry={() => setAttempt((n) => n + 1)}>
      <Page />
    </RemoteBoundary>
  );
}

/** The pages of one area, gathered from every contributing remote's route list. */
export function AreaPages({ area, contributors }: { area: AreaName; contributors: string[] }) {
  const [pageSet, setPageSet] = useState<AreaPageSet | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setPageSet(null);
    void loadAreaPages(area, contributors).then((result) => live && setPageSet(result));
    return () => {
      live = false;
    };
  }, [area, contributors, attempt]);

  if (!pageSet) return <Spinner label="Loading..." />;

  const retry = () => {
    pageSet.failed.forEach(resetRemote);
    setAttempt((n) => n + 1);
  };

  return (
    <Routes>
      {pageSet.pages.map((page) =>
        page.path === '' ? (
          <Route key="index" index element={<RemotePageView page={page} />} />
        ) : (
          <Route key={page.path} path={page.path} element={<RemotePageView page={page} />} />
        ),
      )}
      <Route
        path="*"
        element={
          pageSet.failed.length > 0 ? (
            <ErrorState message="This part of the site is temporarily unavailable. The rest of the site keeps working." onRetry={retry} />
          ) : (
            <NotFound />
          )
        }
      />
    </Routes>
  );
}
