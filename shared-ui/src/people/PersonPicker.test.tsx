import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { mockApi, sampleTeamUser, sampleUserList } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { theme } from '../theme';
import { PersonPicker, type PersonPickerProps } from './PersonPicker';
import { loadTeam } from './team';

const maya = sampleTeamUser({ id: 'm1', firstName: 'Maya', lastName: 'Maker', role: 'maker' });
const mohan = sampleTeamUser({ id: 'm2', firstName: 'Mohan', lastName: 'Rao', role: 'maker' });
const chitra = sampleTeamUser({ id: 'c1', firstName: 'Chitra', lastName: 'Checker', role: 'checker' });

function Picker(props: Partial<PersonPickerProps> & { onPicked?: (id: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <ThemeProvider theme={theme}>
      <PersonPicker
        id="assignee"
        label="Assign to"
        people={[maya, mohan, chitra]}
        emptyLabel="Select a maker or checker"
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onPicked?.(id);
        }}
      />
    </ThemeProvider>
  );
}

it('offers makers and checkers by first and last name, in groups named for their role, and picks by name', async () => {
  const picked: string[] = [];
  render(<Picker onPicked={(id) => picked.push(id)} />);
  const select = screen.getByLabelText('Assign to');
  expect(select).toHaveDisplayValue('Select a maker or checker');
  expect(
    within(screen.getByRole('group', { name: 'Makers' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Maya Maker', 'Mohan Rao']);
  expect(
    within(screen.getByRole('group', { name: 'Checkers' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Chitra Checker']);
  await userEvent.selectOptions(select, 'Mohan Rao');
  expect(select).toHaveDisplayValue('Mohan Rao');
  expect(picked).toEqual(['m2']);
});

it('people of one role are a plain list; the excluded person is not offered', () => {
  render(<Picker label="Checker" people={[maya, mohan]} emptyLabel="No checker" exclude="m1" />);
  expect(screen.queryByRole('group')).toBeNull();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['No checker', 'Mohan Rao']);
});

it('a compact picker is named by its label, and a refused one is marked and described', () => {
  render(<Picker look="compact" label="New owner" people={[maya]} emptyLabel="Choose..." invalid describedBy="problem" />);
  const select = screen.getByRole('combobox', { name: 'New owner' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAttribute('aria-describedby', 'problem');
});

it('loads the makers and checkers asked for, active accounts only, makers first', async () => {
  const api = mockApi({
    'GET /api/admin/users?role=maker': { body: sampleUserList([maya, { ...mohan, status: 'suspended' }]) },
    'GET /api/admin/users?role=checker': { body: sampleUserList([chitra]) },
  });
  expect((await loadTeam()).map((u) => u.id)).toEqual(['m1', 'c1']);
  expect((await loadTeam({ roles: ['checker'] })).map((u) => u.id)).toEqual(['c1']);
  expect(api.calls.map((c) => c.url)).toEqual(['/api/admin/users?role=maker', '/api/admin/users?role=checker', '/api/admin/users?role=checker']);
  // A filter of what exists still finds the suspended person's work.
  expect((await loadTeam({ roles: ['maker'], withSuspended: true })).map((u) => u.id)).toEqual(['m1', 'm2']);
});
