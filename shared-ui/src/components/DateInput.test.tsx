import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { DATE_TEXT_MESSAGE, DateInput, type DateInputProps } from './DateInput';

/** A form holding the ISO value, as the product's forms do; it shows what it holds. */
function DueDateForm({ initial = '', ...props }: Partial<DateInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <label htmlFor="due">Due date</label>
      <DateInput id="due" value={value} onChange={setValue} {...props} />
      <output aria-label="Form value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </ThemeProvider>
  );
}

const field = () => screen.getByLabelText('Due date');
const formValue = () => screen.getByLabelText('Form value').textContent;

it('is named by its label and shows the date as the product writes it, not as the browser would', () => {
  render(<DueDateForm initial="2026-11-30" />);
  expect(field()).toHaveValue('30 Nov 2026');
  expect(field()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  expect(field()).toHaveAttribute('type', 'text');
});

it('reads typed dates day first, in figures or with the month named, and hands the form the ISO date', async () => {
  render(<DueDateForm />);
  await userEvent.type(field(), '03/04/2027');
  expect(formValue()).toBe('2027-04-03');
  await userEvent.tab();
  expect(field()).toHaveValue('3 Apr 2027');

  await userEvent.clear(field());
  expect(formValue()).toBe('');
  await userEvent.type(field(), '30 November 2026');
  expect(formValue()).toBe('2026-11-30');
  await userEvent.clear(field());
  await userEvent.type(field(), '5-jan-2027');
  expect(formValue()).toBe('2027-01-05');
});

it('says beside the field when the text is no date, and hands the form nothing', async () => {
  render(<DueDateForm />);
  await userEvent.type(field(), '31/02/2027');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent(DATE_TEXT_MESSAGE);
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveAccessibleDescription(DATE_TEXT_MESSAGE);
  expect(formValue()).toBe('');
});

it('refuses a typed day before the earliest or after the latest, with the server’s reason beside the field', async () => {
  render(<DueDateForm min="2026-12-01" max="2027-03-31" tooEarlyMessage="Due date cannot be in the past" />);
  await userEvent.type(field(), '30/11/2026');
  expect(screen.getByRole('alert')).toHaveTextContent('Due date cannot be in the past');
  expect(formValue()).toBe('');
  await userEvent.clear(field());
  await userEvent.type(field(), '01/04/2027');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose 31 Mar 2027 or earlier');
  expect(formValue()).toBe('');
  await userEvent.clear(field());
  await userEvent.type(field(), '01/12/2026');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(formValue()).toBe('2026-12-01');
});

it('picks a day from the calendar with the mouse; days outside the bounds cannot be picked', async () => {
  render(<DueDateForm initial="2026-11-30" min="2026-11-20" />);
  await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
  const calendar = screen.getByRole('dialog', { name: 'Calendar' });
  expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  expect(within(calendar).getByRole('button', { name: '30 November 2026' })).toHaveAttribute('aria-pressed', 'true');

  const refused = within(calendar).getByRole('button', { name: '15 November 2026' });
  expect(refused).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(refused);
  expect(formValue()).toBe('2026-11-30');

  await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
  await userEvent.click(within(calendar).getByRole('button', { name: '4 December 2026' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(formValue()).toBe('2026-12-04');
  expect(field()).toHaveValue('4 Dec 2026');
});

it('works from the keyboard: arrows move by day and week, Page Down by month, Enter picks, Escape closes', async () => {
  render(<DueDateForm initial="2026-11-30" />);
  await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
  expect(screen.getByRole('button', { name: '30 November 2026' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: '1 December 2026' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{PageDown}');
  expect(screen.getByRole('button', { name: '8 January 2027' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(formValue()).toBe('2027-01-08');
  expect(field()).toHaveFocus();

  await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(field()).toHaveFocus();
  expect(formValue()).toBe('2027-01-08');
});

it('tells the form when text is there but no acceptable date, so an optional date is not saved as none', async () => {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <label htmlFor="expiry">Expiry date (optional)</label>
      <DateInput id="expiry" value="" onChange={onChange} />
    </ThemeProvider>,
  );
  await userEvent.type(screen.getByLabelText('Expiry date (optional)'), '3');
  expect(onChange).toHaveBeenLastCalledWith('', { refused: true });
  await userEvent.clear(screen.getByLabelText('Expiry date (optional)'));
  expect(onChange).toHaveBeenLastCalledWith('', { refused: false });
});

it('empties when the form resets its value', async () => {
  render(<DueDateForm initial="2026-11-30" />);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(field()).toHaveValue('');
});
