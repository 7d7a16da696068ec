import { render, screen, within } from '@testing-library/react';
import { Options } from './FormField';

it('lists plain values as their own labels after the options the select keeps', () => {
  render(
    <select aria-label="NBFC Type" defaultValue="">
      <option value="">Select NBFC type</option>
      <Options items={['NBFC-ICC', 'NBFC-MFI']} />
    </select>,
  );
  const options = within(screen.getByRole('combobox', { name: 'NBFC Type' })).getAllByRole('option');
  expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
    ['', 'Select NBFC type'],
    ['NBFC-ICC', 'NBFC-ICC'],
    ['NBFC-MFI', 'NBFC-MFI'],
  ]);
});

it('names each item by its label and sends its value', () => {
  const companies = [
    { id: 'c1', companyName: 'Asha Finance' },
    { id: 'c2', companyName: 'Bharat Credit' },
  ];
  render(
    <select aria-label="Company" defaultValue="c2">
      <Options items={companies} value={(c) => c.id} label={(c) => c.companyName} />
    </select>,
  );
  expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('c2');
  expect(screen.getByRole('option', { name: 'Asha Finance' })).toHaveAttribute('value', 'c1');
});
