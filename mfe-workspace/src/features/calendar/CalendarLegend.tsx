import styled from 'styled-components';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  list-style: none;
  margin: 0.25rem 0 0.5rem;
  padding: 0;
  font-size: 0.8rem;
  & li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  & i {
    display: inline-block;
    width: 1.1rem;
    height: 0.7rem;
    border-radius: 3px;
  }
`;

/** The one legend of every calendar (the month view, the command centre's grid): how tasks, filings and their states look. */
export function CalendarLegend() {
  return (
    <Legend aria-label="Legend">
      <li>
        <i style={{ background: '#1d4ed8' }} aria-hidden="true" />
        Task (coloured by category)
      </li>
      <li>
        <i style={{ background: '#fff', border: '2px solid #1d4ed8' }} aria-hidden="true" />
        Statutory filing
      </li>
      <li>
        <i style={{ background: '#fff', outline: '2px solid #b91c1c' }} aria-hidden="true" />
        Overdue
      </li>
      <li>
        <i style={{ background: '#9ca3af', opacity: 0.55 }} aria-hidden="true" />
        Done
      </li>
    </Legend>
  );
}
