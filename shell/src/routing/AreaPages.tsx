import { lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemotePage } from 'shared-contracts';
import { ErrorState, Spinner } from 'shared-ui/first-paint';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { useAreaPageSet } from './areaPageSet';
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

/** The pages of one area, gathered from every contributing remote's route list (AreaPageSetProvider). */
export function AreaPages() {
  const { pageSet, retry } = useAreaPageSet();
  if (!pageSet) return <Spinner label="Loading..." />;

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
