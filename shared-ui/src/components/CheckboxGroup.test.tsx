import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { CheckboxGroup } from './CheckboxGroup';

const AUTHORITIES = [
  { value: 'RBI', label: 'Reserve Bank of India' },
  { value: 'SEBI', label: 'Securities and Exchange Board of India' },
];

function Authorities({ onChange, error }: { onChange: (values: string[]) => void; error?: string }) {
  const [selected, setSelected] = useState([AUTHORITIES[1]]);
  return (
    <ThemeProvider theme={theme}>
      <CheckboxGroup
        id="reg-authority"
        legend="Regulatory Authorities"
        items={AUTHORITIES}
        selected={selected}
        keyOf={(a) => a.value}
        labelOf={(a) => a.label}
        error={error}
        onChange={(next) => {
          setSelected(next);
          onChange(next.map((a) => a.value));
        }}
      />
    </ThemeProvider>
  );
}

it('ticks and unticks items by their key, keeping the others', async () => {
  const onChange = jest.fn();
  render(<Authorities onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Regulatory Authorities' });
  expect(screen.getByRole('checkbox', { name: 'Securities and Exchange Board of India' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Reserve Bank of India' }));
  expect(onChange).toHaveBeenLastCalledWith(['SEBI', 'RBI']);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Securities and Exchange Board of India' }));
  expect(onChange).toHaveBeenLastCalledWith(['RBI']);
  expect(group).not.toHaveAttribute('aria-describedby');
});

it('is described by its error', () => {
  render(<Authorities onChange={jest.fn()} error="Select at least one regulatory authority" />);
  expect(screen.getByRole('group', { name: 'Regulatory Authorities' })).toHaveAccessibleDescription('Select at least one regulatory authority');
});
