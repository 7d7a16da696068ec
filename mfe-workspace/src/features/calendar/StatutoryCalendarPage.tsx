import { downloadFile } from 'shared-auth';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CalendarObligation, CalendarOccurrence, CalendarView, PublicUser } from 'shared-contracts';
import { OWNER_LEAD_DAYS, VERIFICATION_LABELS, filingPath, isoDateInIndia, verificationText } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { Button, Card, EmptyState, ErrorState, Field, PageTitle, PersonPicker, Spinner, toast, useAction, useAsync, useTeam, formatDate, space } from 'shared-ui';
import { calendarApi } from './calendarApi';
import styled from 'styled-components';
import { CardHeading, SpacedCard, Toolbar } from '../../common/layout';
import { OverdueMark, PlainRows, Row, RowDetail, RowNote } from '../../common/listRows';
import { isOverdue, monthsOfDueDates } from './dueMonths';

const DueDateCalendar = lazy(() => import('./DueDateCalendar'));

const StackedLabel = styled.label`
  display: inline-flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSize.small};
  margin-right: ${space('xs')};
`;

/** One due date made into a task: assignee and optional checker. */
/** Who does it and who signs it off, the owner left out of the checker's choices: one pair for a task and for an owner. */
function OwnerAndChecker(props: {
  idOf: (role: 'owner' | 'checker') => string;
  ownerLabel: string;
  people: PublicUser[];
  owner: string;
  onOwner: (id: string) => void;
  checker: string;
  onChecker: (id: string) => void;
}) {
  const { idOf, ownerLabel, people, owner, onOwner, checker, onChecker } = props;
  return (
    <>
      <PersonPicker look="compact" id={idOf('owner')} label={ownerLabel} people={people} value={owner} onChange={onOwner} emptyLabel="Choose..." />
      <PersonPicker look="compact" id={idOf('checker')} label="Checker" people={people} exclude={owner} value={checker} onChange={onChecker} emptyLabel="No checker" />
    </>
  );
}

function CreateTaskForm({ occurrence, people, onDone }: { occurrence: CalendarOccurrence; people: PublicUser[]; onDone: () => void }) {
  const [assignee, setAssignee] = useState('');
  const [checker, setChecker] = useState('');
  const { busy, run } = useAction();
  const submit = async () => {
    if (!assignee) {
      toast.error('Choose who does it');
      return;
    }
    await run(async () => {
      const answer = await calendarApi.createTask({
        obligationId: occurrence.obligationId,
        dueDate: occurrence.dueDate,
        assignedTo: assignee,
        checkerId: checker || null,
      });
      onDone();
      return answer.message;
    });
  };
  return (
    <div role="group" aria-label={`Create a task for ${occurrence.title}, due ${formatDate(occurrence.dueDate)}`}>
      <OwnerAndChecker
        idOf={(role) => `${role === 'owner' ? 'a' : 'c'}-${occurrence.key}`}
        ownerLabel="Assignee"
        people={people}
        owner={assignee}
        onOwner={setAssignee}
        checker={checker}
        onChecker={setChecker}
      />
      <Button type="button" $small disabled={busy} onClick={() => void submit()}>
        Create task
      </Button>
    </div>
  );
}

function OwnerForm({ obligation, people, onDone }: { obligation: CalendarObligation; people: PublicUser[]; onDone: () => void }) {
  const [assignee, setAssignee] = useState(obligation.owner?.assigneeId ?? '');
  const [checker, setChecker] = useState(obligation.owner?.checkerId ?? '');
  const [lead, setLead] = useState(String(obligation.owner?.leadDays ?? OWNER_LEAD_DAYS.default));
  const { busy, run } = useAction();
  const save = () =>
    run(async () => {
      const answer = await calendarApi.setOwner(obligation.id, { assigneeId: assignee, checkerId: checker || null, leadDays: Number(lead) });
      onDone();
      return answer.tasksCreated > 0 ? `${answer.message} (${answer.tasksCreated} created now)` : answer.message;
    });
  const remove = () =>
    run(async () => {
      await calendarApi.removeOwner(obligation.id);
      onDone();
    });
  return (
    <div role="group" aria-label={`Owner of ${obligation.title}`}>
      <OwnerAndChecker
        idOf={(role) => `${role === 'owner' ? 'oa' : 'oc'}-${obligation.id}`}
        ownerLabel="Owner"
        people={people}
        owner={assignee}
        onOwner={setAssignee}
        checker={checker}
        onChecker={setChecker}
      />
      <StackedLabel htmlFor={`ol-${obligation.id}`}>
        Days ahead
        <input
          id={`ol-${obligation.id}`}
          type="number"
          min={OWNER_LEAD_DAYS.min}
          max={OWNER_LEAD_DAYS.max}
          value={lead}
          onChange={(e) => setLead(e.target.value)}
          style={{ width: '5rem' }}
        />
      </StackedLabel>
      <Button type="button" $small disabled={busy || !assignee} onClick={() => void save()}>
        Save owner
      </Button>{' '}
      {obligation.owner && (
        <Button type="button" $small $variant="secondary" disabled={busy} onClick={() => void remove()}>
          Remove owner
        </Button>
      )}
    </div>
  );
}

/**
 * /admin/calendar: the company's statutory obligations for the next twelve months beside its tasks;
 * each due date says why it applies and cites its source; due dates become tasks, by hand or by owner.
 */
export default function StatutoryCalendarPage() {
  const [refreshKey, setRefreshKey] = useState(0);
  const calendar = useAsync<CalendarView>((signal) => calendarApi.load(undefined, signal), [refreshKey]);
  const people = useTeam();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [ownerOpen, setOwnerOpen] = useState<string | null>(null);
  // One month of due dates at a time (twelve months of them made the page about 40,000 px tall), opening on this month
  // in India; null until the user moves.
  const [chosenMonth, setChosenMonth] = useState<number | null>(null);
  const today = isoDateInIndia();
  const exporting = useAction();
  const refresh = () => {
    setOpenKey(null);
    setOwnerOpen(null);
    setRefreshKey((k) => k + 1);
  };
  // How each obligation's law was established, for its occurrences (the library names it once per obligation).
  const evidenceOf = useMemo(() => new Map((calendar.data?.obligations ?? []).map((o) => [o.id, o.verification])), [calendar.data]);
  const byMonth = useMemo(() => monthsOfDueDates(calendar.data?.occurrences ?? [], today.slice(0, 7)), [calendar.data, today]);
  const thisMonth = byMonth.findIndex(([month]) => month === formatDate(`${today.slice(0, 7)}-01`, 'month-year'));
  const monthIndex = Math.min(chosenMonth ?? Math.max(thisMonth, 0), byMonth.length - 1);
  const setMonthIndex = (next: number | ((i: number) => number)) => setChosenMonth(typeof next === 'function' ? next(monthIndex) : next);

  const exportAs = (kind: 'ics' | 'csv') =>
    exporting.run(() => downloadFile(`/api/obligations/calendar/export.${kind}`, `statutory-calendar.${kind}`, 'The export could not be downloaded. Please try again.'));

  if (calendar.error) return <ErrorState message={calendar.error} onRetry={calendar.reload} />;
  if (!calendar.data) return <Spinner label="Loading the statutory calendar..." />;
  const data = calendar.data;
  const team = people.data ?? [];

  return (
    <div>
      <PageTitle>Statutory Calendar</PageTitle>
      <p>
        Obligations of a company in the <strong>{data.effectiveLayer}</strong>, from {formatDate(data.from)} to {formatDate(data.to)}, following your{' '}
        <Link to={pagePath('admin', 'companyProfile')}>company profile</Link>.
        {!data.profileConfirmed && <strong> The profile was taken from your registration: check it so the calendar is right.</strong>}
      </p>
      <Toolbar as="p">
        <Button type="button" $variant="secondary" onClick={() => void exportAs('ics')}>
          Export iCalendar (.ics)
        </Button>
        <Button type="button" $variant="secondary" onClick={() => void exportAs('csv')}>
          Export CSV
        </Button>
      </Toolbar>
      <SpacedCard aria-label="Month view">
        <Suspense fallback={<Spinner label="Loading calendar..." />}>
          <DueDateCalendar scope="company" refreshKey={refreshKey} />
        </Suspense>
      </SpacedCard>

      <SpacedCard aria-labelledby="due-dates-title">
        <CardHeading id="due-dates-title">Due dates</CardHeading>
        {data.occurrences.length === 0 ? (
          <EmptyState>Nothing is due in the next twelve months.</EmptyState>
        ) : (
          [byMonth[monthIndex]!].map(([month, items]) => (
            <section key={month} aria-label={month}>
              <Toolbar role="group" aria-label="Month shown">
                <Button type="button" $small $variant="secondary" disabled={monthIndex === 0} onClick={() => setMonthIndex((i) => i - 1)} aria-label="Earlier month">
                  ‹
                </Button>
                <h3 style={{ fontSize: '1rem', margin: 0 }}>{`${month} (${items.length})`}</h3>
                <Button
                  type="button"
                  $small
                  $variant="secondary"
                  disabled={monthIndex >= byMonth.length - 1}
                  onClick={() => setMonthIndex((i) => i + 1)}
                  aria-label="Later month"
                >
                  ›
                </Button>
                <Field style={{ marginBottom: 0 }}>
                  <select aria-label="Go to month" value={monthIndex} onChange={(e) => setMonthIndex(Number(e.target.value))}>
                    {byMonth.map(([m, list], i) => (
                      <option key={m} value={i}>{`${m} (${list.length})`}</option>
                    ))}
                  </select>
                </Field>
              </Toolbar>
              {items.length === 0 && <EmptyState>{`Nothing is due in ${month}.`}</EmptyState>}
              <PlainRows>
                {items.map((o) => (
                  <Row key={o.key} data-testid="occurrence">
                    {/* The title opens the due date itself, with its filing and actions, in the Command Centre. */}
                    <strong>{formatDate(o.dueDate)}</strong> ·{' '}
                    <strong>
                      <Link to={filingPath('admin', o.dueDate, o.id)}>{o.title}</Link>
                    </strong>{' '}
                    · {o.period}
                    {isOverdue(o, today) && <OverdueMark> · Overdue</OverdueMark>}
                    <RowNote>
                      Why: {o.reason}. {o.citation} (
                      <a href={o.sourceUrl} target="_blank" rel="noreferrer">
                        source
                      </a>
                      ){evidenceOf.get(o.obligationId) ? ` Evidence: ${VERIFICATION_LABELS[evidenceOf.get(o.obligationId)!.status]}.` : ''}
                    </RowNote>
                    {o.task ? (
                      <RowDetail>
                        Task: {o.task.status} · {o.task.assigneeName}
                      </RowDetail>
                    ) : openKey === o.key ? (
                      <CreateTaskForm occurrence={o} people={team} onDone={refresh} />
                    ) : (
                      <Button type="button" $small $variant="secondary" onClick={() => setOpenKey(o.key)}>
                        Create task
                      </Button>
                    )}
                  </Row>
                ))}
              </PlainRows>
            </section>
          ))
        )}
      </SpacedCard>

      <SpacedCard aria-labelledby="evidence-expiry-title">
        <CardHeading id="evidence-expiry-title">Evidence expiring ({data.evidenceExpiries.length})</CardHeading>
        {data.evidenceExpiries.length === 0 ? (
          <EmptyState>No evidence attached to the assessments expires in the next twelve months.</EmptyState>
        ) : (
          <PlainRows>
            {data.evidenceExpiries.map((e) => (
              <Row key={e.id} data-testid="evidence-expiry">
                <strong>{formatDate(e.expiresOn)}</strong> · <strong>{e.documentName}</strong> · {e.expired ? 'Expired' : 'Expires'}
                <RowNote>
                  Evidence for {e.assessmentTitle}: {e.questionText}
                </RowNote>
              </Row>
            ))}
          </PlainRows>
        )}
      </SpacedCard>

      <Card aria-labelledby="obligations-title">
        <CardHeading id="obligations-title">Obligations that apply ({data.obligations.length})</CardHeading>
        {/* Folded until asked for: each obligation carries its citation and note, dozens of them. */}
        <details>
          <summary>{`Show the ${data.obligations.length} obligations, why each applies and its owner`}</summary>
          <p style={{ fontSize: '0.9rem' }}>
            <Link to="/admin/obligation-owners">Set owners and checkers in bulk</Link>
          </p>
          <PlainRows>
            {data.obligations.map((ob) => (
              <Row key={ob.id} data-testid="obligation">
                <strong>{ob.title}</strong> <small>({ob.id})</small>
                <RowDetail>
                  {ob.frequency}. Next due: {formatDate(ob.nextDue)}. Why: {ob.reason}.
                </RowDetail>
                <RowNote>
                  {ob.citation} (
                  <a href={ob.sourceUrl} target="_blank" rel="noreferrer">
                    source
                  </a>
                  ){ob.note ? ` ${ob.note}` : ''}
                </RowNote>
                {ob.verification ? <RowNote data-testid="obligation-evidence">Evidence: {verificationText(ob.verification)}</RowNote> : null}
                <RowDetail>
                  {ob.owner
                    ? `Owner: ${ob.owner.assigneeName}${ob.owner.checkerName ? `, checker ${ob.owner.checkerName}` : ''}; tasks created ${ob.owner.leadDays} days ahead.`
                    : 'No owner: tasks are made by hand.'}{' '}
                  {ownerOpen === ob.id ? (
                    <OwnerForm obligation={ob} people={team} onDone={refresh} />
                  ) : (
                    <Button type="button" $small $variant="secondary" onClick={() => setOwnerOpen(ob.id)}>
                      {ob.owner ? 'Change owner' : 'Assign owner'}
                    </Button>
                  )}
                </RowDetail>
              </Row>
            ))}
          </PlainRows>
        </details>
      </Card>
    </div>
  );
}
