import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';
import { UPDATE_FILTERS, type UpdateFilter, type UpdateItem } from 'shared-contracts';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, toast, space, theme } from 'shared-ui';
import { UpdateCard } from './UpdateCard';
import { UpdateDetailModal } from './UpdateDetailModal';
import { archiveUpdate, fetchUpdates, restoreUpdate } from './updatesApi';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space('xs')};
`;

// The title with its counts on the left, the link to what changed on the right (below them on a phone).
const TitleGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs', 'md')};
`;

const Counts = styled.div`
  display: flex;
  gap: ${space('xs')};
`;

const Count = styled.span<{ $tone: keyof DefaultTheme['colors'] }>`
  display: inline-block;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.onTone};
  font-weight: 600;
  background: ${({ $tone, theme }) => theme.colors[$tone]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  margin: ${space('sm', 0, 'md')};
`;

const Filter = styled.button<{ $active: boolean }>`
  min-height: 36px;
  padding: 0.3rem 0.9rem;
  border-radius: 999px;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryText : theme.colors.primaryDark)};
`;

const List = styled.div`
  display: grid;
  gap: ${space('sm')};
`;

interface FeedState {
  items: UpdateItem[];
  total: number;
  page: number;
  counts: { urgent: number; new: number };
}

export default function UpdatesPage() {
  const [filter, setFilter] = useState<UpdateFilter>('all');
  const [archived, setArchived] = useState(false);
  const [feed, setFeed] = useState<FeedState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [open, setOpen] = useState<UpdateItem | null>(null);

  const load = useCallback(() => {
    setFeed(null);
    setError(null);
    fetchUpdates(filter, archived, 1).then(
      (r) => setFeed({ items: r.updates, total: r.total, page: 1, counts: r.counts }),
      (e: Error) => setError(e.message),
    );
  }, [filter, archived]);
  useEffect(load, [load]);

  async function loadMore() {
    if (!feed) return;
    setLoadingMore(true);
    try {
      const r = await fetchUpdates(filter, archived, feed.page + 1);
      const seen = new Set(feed.items.map((i) => i.id));
      setFeed({ items: [...feed.items, ...r.updates.filter((u) => !seen.has(u.id))], total: r.total, page: r.page, counts: r.counts });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setLoadingMore(false);
    }
  }

  async function toggleArchive(item: UpdateItem) {
    try {
      await (archived ? restoreUpdate(item.id) : archiveUpdate(item.id));
      toast.info(archived ? 'Update restored to your feed' : 'Update archived');
      setFeed((f) => f && { ...f, items: f.items.filter((i) => i.id !== item.id), total: f.total - 1 });
      const r = await fetchUpdates(filter, archived, 1);
      setFeed((f) => f && { ...f, counts: r.counts });
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  function closeDetails() {
    if (open?.isNew) {
      // Opening an item clears its New badge: reflect it without reloading the feed.
      setFeed(
        (f) => f && { ...f, items: f.items.map((i) => (i.id === open.id ? { ...i, isNew: false } : i)), counts: { ...f.counts, new: Math.max(0, f.counts.new - 1) } },
      );
    }
    setOpen(null);
  }

  return (
    <div>
      <Head>
        <TitleGroup>
          <PageTitle style={{ margin: 0 }}>Compliance Updates</PageTitle>
          {feed && (
            <Counts aria-live="polite">
              <Count $tone="danger">{feed.counts.urgent} Urgent</Count>
              <Count $tone="success">{feed.counts.new} New</Count>
            </Counts>
          )}
        </TitleGroup>
        {/* docs/decisions/0045-regulatory-change-management.md: the library changes that apply to the company since its last acknowledgement. */}
        <Link to="what-changed">What changed for us</Link>
      </Head>
      <Filters role="group" aria-label="Filter updates">
        {UPDATE_FILTERS.map((f) => (
          <Filter
            key={f.value}
            type="button"
            $active={!archived && filter === f.value}
            aria-pressed={!archived && filter === f.value}
            onClick={() => {
              setArchived(false);
              setFilter(f.value);
            }}
          >
            {f.label}
          </Filter>
        ))}
        <Filter
          type="button"
          $active={archived}
          aria-pressed={archived}
          onClick={() => {
            setFilter('all');
            setArchived(true);
          }}
        >
          Archived
        </Filter>
      </Filters>
      {error && <ErrorState message={error} onRetry={load} />}
      {!feed && !error && <Spinner label="Loading updates..." />}
      {feed && feed.items.length === 0 && <EmptyState>{archived ? 'No archived updates' : 'No updates in this category'}</EmptyState>}
      {feed && feed.items.length > 0 && (
        <List>
          {feed.items.map((item) => (
            <UpdateCard key={item.id} item={item} archivedView={archived} onDetails={() => setOpen(item)} onArchive={() => toggleArchive(item)} />
          ))}
        </List>
      )}
      {feed && feed.items.length < feed.total && (
        <div style={{ textAlign: 'center', marginTop: theme.space.md }}>
          <Button type="button" $variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load More Updates'}
          </Button>
        </div>
      )}
      {open && <UpdateDetailModal id={open.id} title={open.title} onClose={closeDetails} />}
    </div>
  );
}
