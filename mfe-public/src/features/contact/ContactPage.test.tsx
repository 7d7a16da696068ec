import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'shared-ui';
import { mockApi, renderView } from 'test-support';
import ContactPage from './ContactPage';

async function fill(label: RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

test('bad input shows each rule under its field and sends nothing', async () => {
  const { calls } = mockApi({});
  renderView(<ContactPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Subject is required')).toBeInTheDocument();
  expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  await fill(/^Email/, 'nope');
  await fill(/^Phone/, 'call me');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  expect(screen.getByText('Phone number is invalid')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('sends the message to the api and confirms; a server refusal is shown', async () => {
  const { calls } = mockApi({
    'POST /api/contact': [
      { status: 429, body: { success: false, message: 'Too many attempts. Please wait 60 seconds and try again.' } },
      { status: 201, body: { success: true, id: 'm1', message: 'Thank you! Your message has been sent.' } },
    ],
  });
  renderView(<ContactPage />);
  await fill(/Your Name/, 'Priya Sharma');
  await fill(/^Email/, 'priya@finserv.in');
  await fill(/^Subject/, 'Demo');
  await fill(/^Message/, 'Please show us the RBI checklists.');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Thank you! Your message has been sent.', { selector: '[role="status"]' })).toBeInTheDocument();
  expect(calls[1]).toMatchObject({
    url: '/api/contact',
    method: 'POST',
    body: { name: 'Priya Sharma', email: 'priya@finserv.in', subject: 'Demo', message: 'Please show us the RBI checklists.' },
  });
  expect(screen.getByLabelText(/Your Name/)).toHaveValue('');
});

test('the page heading is drawn like every other heading, in the text colour (blue is for links)', () => {
  mockApi({});
  renderView(<ContactPage />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Contact Us' });
  const probe = document.createElement('span');
  probe.style.color = theme.colors.text;
  expect(getComputedStyle(heading).color).toBe(probe.style.color);
});
