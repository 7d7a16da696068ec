import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadFile, useAuthSelector } from 'shared-auth';
import { WORK_FIGURES, WORK_ITEM_SCOPES, type CalendarEntry, type WorkFigure, type WorkItemScope } from 'shared-contracts';
import { Button, Card, ErrorState, PageTitle, Spinner, WorkFiguresView, formatDateTime, useAsync, theme } from 'shared-ui';
import { FigureList } from '../work-calendar/FigureList';
import { commandCentreApi } from './commandCentreApi';
import { CommandCentreFilters } from './CommandCentreFilters';
import { calendarQuery, indiaToday, monthsOf, readFilters, writeFilters, type Filters } from './filters';
import { MonthGrid } from './MonthGrid';
import { OccurrenceList } from './OccurrenceList';
import { OpenedOccurrence } from './OpenedOccurrence';
import { ScoreTrend } from './ScoreTrend';
import { Stack, Toolbar } from '../../common/layout';

/** The figure a dashboard's link opened (?figure=&scope=), or null for the months of due dates. */
function figureOf(params: URLSearchParams, role: string): { figure: WorkFigure; scope: WorkItemScope } | null {
  const figure = params.get('figure') as WorkFigure | null;
  if (!figure || !WORK_FIGURES.includes(figure)) return null;
  const asked = params.get('scope') as WorkItemScope | null;
  const scope = asked && WORK_ITEM_SCOPES.includes(asked) ? asked : role === 'admin' ? 'company' : 'mine';
  return { figure, scope };
}

/**
 * The obligations command centre (docs/decisions/0049-people-and-the-command-centre-screen.md): what is due this month and next, who is on it and the proof that it
 * was filed, on one page; the filters live in the address and drive the list, the grid and the exports alike.
 */
export default function CommandCentrePage() {
  const [params, setParams] = useSearchParams();
  const today = indiaToday();
  const filters = useMemo(() => readFilters(params, today), [params, today]);
  const query = calendarQuery(filters);
  const me = useAuthSelector((s) => s.user);
  const role = me?.role ?? 'maker';
  const shownFigure = figureOf(params, role);
  const [refreshKey, setRefreshKey] = useState(0);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const calendar = useAsync(
    (signal) =>
      commandCentreApi.calendar(query, signal).then((c) => {
        setLoadedAt(new Date());
        return c;
      }),
    [query, refreshKey],
  );
  const summary = useAsync((signal) => commandCentreApi.summary(signal), [refreshKey]);
  const scorePeriod = filters.span === 'quarter' ? 'quarter' : 'month';
  const score = useAsync((signal) => commandCentreApi.score(scorePeriod, signal), [scorePeriod, refreshKey]);
  const reload = () => setRefreshKey((n) => n + 1);
  const change = (f: Filters) => setParams(writeFilters(f, today));
  // A row's "Open": the months and filters stay, the due date is shown on its own at the top (and takes the focus).
  const openItem = (o: CalendarEntry | null) => {
    const next = new URLSearchParams(params);
    if (o) next.set('item', o.id);
    else next.delete('item');
    setParams(next);
  };
  const exportAs = (kind: 'csv' | 'xlsx' | 'ics') =>
    void downloadFile(`/api/obligations/calendar/export.${kind}${query}`, `obligations.${kind}`, 'The export could not be downloaded. Please try again.');

  return (
    <Stack>
      <PageTitle>Command Centre</PageTitle>
      {/* ?item=<id> (with ?start=<its due month>): one due date opened from a reminder, a notification or a queue, shown first. */}
      {params.get('item') && me && <OpenedOccurrence id={params.get('item')!} me={me} onChanged={reload} onClose={() => openItem(null)} />}
      {summary.data ? (
        <WorkFiguresView summary={summary.data} role={role} />
      ) : summary.error ? (
        <ErrorState message={summary.error} onRetry={summary.reload} />
      ) : (
        <Spinner label="Loading figures..." />
      )}
      {shownFigure && (
        <Card>
          <FigureList figure={shownFigure.figure} scope={shownFigure.scope} role={role} clearHref={`/${role}/command-centre`} />
        </Card>
      )}
      <Card aria-labelledby="due-title" style={shownFigure ? { display: 'none' } : undefined}>
        <h2 id="due-title" style={{ marginTop: 0 }}>
          Due dates
        </h2>
        <CommandCentreFilters filters={filters} obligations={calendar.data?.obligations ?? []} onChange={change} />
        <Toolbar style={{ margin: `${theme.space.sm} 0` }}>
          {(['csv', 'xlsx', 'ics'] as const).map((kind) => (
            <Button key={kind} type="button" $small $variant="secondary" onClick={() => exportAs(kind)}>
              {`Export ${kind === 'ics' ? 'iCalendar' : kind.toUpperCase()}`}
            </Button>
          ))}
          {loadedAt && <small style={{ alignSelf: 'center' }}>{`As of ${formatDateTime(loadedAt)} IST`}</small>}
        </Toolbar>
        {calendar.error ? (
          <ErrorState message={calendar.error} onRetry={calendar.reload} />
        ) : !calendar.data || !me ? (
          <Spinner label="Loading due dates..." />
        ) : filters.view === 'grid' ? (
          <MonthGrid months={monthsOf(filters)} occurrences={calendar.data.occurrences} />
        ) : (
          <OccurrenceList occurrences={calendar.data.occurrences} group={filters.group} me={me} onChanged={reload} onOpen={openItem} />
        )}
      </Card>
      <Card aria-labelledby="score-title">
        <h2 id="score-title" style={{ marginTop: 0 }}>
          Compliance score
        </h2>
        {score.error ? (
          <ErrorState message={score.error} onRetry={score.reload} />
        ) : !score.data ? (
          <Spinner label="Loading the score..." />
        ) : (
          <ScoreTrend score={score.data} />
        )}
        {me?.role === 'admin' && <Link to="/admin/tracking-start">Change where tracking starts, or mark what was filed before you joined</Link>}
      </Card>
    </Stack>
  );
}
