import { useEffect, type RefObject } from 'react';
import styled from 'styled-components';
import { space } from '../spacing';

/** Styles for a FullCalendar month view (used by the admin and workspace calendars). */
export const CalendarFrame = styled.div`
  & .fc {
    font-size: 0.85rem;
  }
  & .fc .fc-toolbar-title {
    font-size: 1.1rem;
  }
  /* On a phone the title and the buttons share one row; the buttons stay side by side. */
  & .fc .fc-toolbar {
    flex-wrap: wrap;
    gap: ${space('xs')};
  }
  & .fc .fc-toolbar-chunk {
    display: flex;
    align-items: center;
    gap: ${space('xs')};
  }
  & .fc .task-completed {
    opacity: 0.55;
    text-decoration: line-through;
  }
  & .fc .task-overdue {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
  /* Every event opens its item. */
  & .fc-event {
    cursor: pointer;
  }
  /* FullCalendar's own grey and near-black buttons, in the product's secondary button look (docs/decisions/0052-reports-a-board-and-an-auditor-accept.md). */
  & .fc {
    --fc-button-text-color: ${({ theme }) => theme.colors.primaryDark};
    --fc-button-bg-color: ${({ theme }) => theme.colors.surface};
    --fc-button-border-color: ${({ theme }) => theme.colors.border};
    --fc-button-hover-bg-color: ${({ theme }) => theme.colors.background};
    --fc-button-hover-border-color: ${({ theme }) => theme.colors.border};
    --fc-button-active-bg-color: ${({ theme }) => theme.colors.background};
    --fc-button-active-border-color: ${({ theme }) => theme.colors.primary};
  }
  & .fc .fc-button {
    font-weight: 600;
    min-height: 36px;
  }
  /* In a narrow calendar (a phone, or the dashboard's half-width card) a day column is 45 to 60 px: a title cut to
     'Due · C' said nothing, so each item is a coloured bar there (its text stays for screen readers) and the lists
     beside the calendar carry the titles. Measured on the calendar itself, not the screen. */
  container-type: inline-size;
  @container (max-width: 560px) {
    & .fc .fc-daygrid-event .fc-event-main {
      height: 0.45rem;
      overflow: hidden;
      clip-path: inset(50%);
    }
    & .fc .fc-more-word {
      display: none;
    }
  }
`;

/**
 * FullCalendar names a day cell after its date alone, though the cell also shows the tasks due that day;
 * named by its content instead, a screen reader reads the date and the tasks together. (dayCellDidMount)
 */
export function nameDayCellByContent({ el }: { el: HTMLElement }): void {
  el.removeAttribute('aria-labelledby');
}

/** FullCalendar's chevrons are role="img" without a name; their buttons are named by their titles. */
export function useCalendarIconsHidden(frame: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    frame.current?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
  });
}
