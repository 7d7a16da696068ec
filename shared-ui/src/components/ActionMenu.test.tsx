import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { ActionMenu } from './ActionMenu';

const show = (labels: string[]) => {
  const chosen: string[] = [];
  render(
    <ThemeProvider theme={theme}>
      <ActionMenu name="NBS-7, Quarter ended 30 Sep 2026" actions={labels.map((label) => ({ label, onSelect: () => chosen.push(label) }))} />
      <button type="button">Elsewhere</button>
    </ThemeProvider>,
  );
  return chosen;
};

it('is a button that says it opens a menu, named by its row, and lists the actions when clicked', async () => {
  const chosen = show(['Start', 'Record filing']);
  const button = screen.getByRole('button', { name: 'Actions: NBS-7, Quarter ended 30 Sep 2026' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu', { name: 'Actions: NBS-7, Quarter ended 30 Sep 2026' });
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Start', 'Record filing']);
  expect(menu).toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Record filing' }));
  expect(chosen).toEqual(['Record filing']);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('works from the keyboard: arrows move (and wrap), Enter chooses, Escape closes and focus returns to the button', async () => {
  const chosen = show(['Start', 'Record filing', 'Mark not applicable']);
  const button = screen.getByRole('button', { name: /^Actions:/ });
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Mark not applicable' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Mark not applicable' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(chosen).toEqual([]);
  // ArrowUp opens it on the last entry; Enter chooses that one.
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Mark not applicable' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{Enter}');
  expect(chosen).toEqual(['Record filing']);
  expect(button).toHaveFocus();
});

it('closes on a click elsewhere, choosing nothing', async () => {
  const chosen = show(['Start']);
  await userEvent.click(screen.getByRole('button', { name: /^Actions:/ }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(chosen).toEqual([]);
});

it('is disabled when nothing may be done', () => {
  show([]);
  expect(screen.getByRole('button', { name: /^Actions:/ })).toBeDisabled();
});
