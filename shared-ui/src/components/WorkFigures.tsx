import { Link } from 'react-router-dom';
import { apiRequest, useAuthSelector } from 'shared-auth';
import { FIGURE_SCOPE_LABELS, WORK_FIGURE_LABELS, figureListPath, type ObligationSummaryResponse, type WorkFigure, type WorkItemScope } from 'shared-contracts';
import styled from 'styled-components';
import { useAsync } from '../hooks/useAsync';
import { theme } from '../theme';
import { ErrorState } from './States';
import { space } from '../spacing';

const Figures = styled.section`
  margin: ${space(0, 0, 'md')};
  & h2 {
    font-size: 0.95rem;
    margin: ${space(0, 0, 'xs')};
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Doubled class: a page's own list styles (the Reports page indents its lists) never reach the tiles. */
  && ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(130px, 100%), 1fr));
    gap: ${space('sm')};
  }
  && li {
    margin: 0;
  }
  & a {
    display: block;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 8px;
    box-shadow: ${({ theme }) => theme.shadow};
    padding: 0.8rem ${space('md')};
    border-left: 4px solid var(--tone);
    color: inherit;
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  & .label {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  & .value {
    display: block;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

const TONES: Record<WorkFigure, string> = { overdue: theme.colors.danger, due_soon: theme.colors.warning, awaiting_sign_off: theme.colors.info };

interface Tile {
  figure: WorkFigure;
  scope: WorkItemScope;
  label: string;
  value: number;
}

/** The tiles of one summary: its scope's three figures, and a reviewer's own sign-off queue beside them. */
export function figureTiles(summary: ObligationSummaryResponse, role: string): Tile[] {
  const tiles: Tile[] = [
    { figure: 'overdue', scope: summary.scope, label: WORK_FIGURE_LABELS.overdue, value: summary.overdue },
    { figure: 'due_soon', scope: summary.scope, label: WORK_FIGURE_LABELS.due_soon, value: summary.dueIn7Days },
    { figure: 'awaiting_sign_off', scope: summary.scope, label: WORK_FIGURE_LABELS.awaiting_sign_off, value: summary.awaitingSignOff },
  ];
  if (role !== 'maker') tiles.push({ figure: 'awaiting_sign_off', scope: 'review', label: 'Awaiting my sign-off', value: summary.awaitingMySignOff });
  return tiles;
}

/** The figures as links, each opening the list of exactly the items it counts. */
export function WorkFiguresView({ summary, role }: { summary: ObligationSummaryResponse; role: string }) {
  const title = FIGURE_SCOPE_LABELS[summary.scope];
  return (
    <Figures aria-label={`Figures: ${title}`}>
      <h2>{title}</h2>
      <ul>
        {figureTiles(summary, role).map((t) => (
          <li key={`${t.figure}-${t.scope}`}>
            <Link
              to={figureListPath(role, t.figure, t.scope)}
              style={{ ['--tone' as string]: TONES[t.figure] }}
              aria-label={`${t.label}: ${t.value}. ${FIGURE_SCOPE_LABELS[t.scope]}`}
            >
              {/* A space between the two: the text shown reads "Overdue 19", which the link's name contains. */}
              <span className="label">{t.label}</span> <span className="value">{t.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Figures>
  );
}

/**
 * Overdue, due soon and awaiting sign-off, counted by the server over tasks and filings alike (GET
 * /api/obligations/summary): the one source of these figures on every screen. The admin's are the company's, a
 * maker's or checker's their own, and the tile says so.
 */
export function WorkFigures({ refreshKey = 0 }: { refreshKey?: number }) {
  const role = useAuthSelector((s) => s.user?.role) ?? 'maker';
  const summary = useAsync((signal) => apiRequest<ObligationSummaryResponse>('/api/obligations/summary', { signal }), [refreshKey]);
  if (summary.error) return <ErrorState message={summary.error} onRetry={summary.reload} />;
  if (!summary.data) return <p aria-busy="true">Loading figures...</p>;
  return <WorkFiguresView summary={summary.data} role={role} />;
}
