import { Button } from './Button';
import { theme } from '../theme';

/** Under a paged list: the rows shown ("21–40 of 95", announced when the page changes), Previous, Page n of m, Next. */
export function Pager({ page, total, pageSize, onPage, label }: { page: number; total: number; pageSize: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      style={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', justifyContent: 'flex-end', marginTop: theme.space.sm, flexWrap: 'wrap' }}
    >
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <Button type="button" $variant="secondary" $small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button type="button" $variant="secondary" $small disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
