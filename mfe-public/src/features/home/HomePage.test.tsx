import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore, authStore } from 'shared-auth';
import { mockApi, renderView } from 'test-support';
import HomePage from './HomePage';
import { whatsappLink, WHATSAPP_MESSAGE } from './WhatsAppBanner';

const SETTINGS = 'GET /api/public/site-settings';
const settings = { body: { success: true, settings: { whatsappNumber: '919812345678', trialDays: 7 } } };

beforeEach(() => {
  authStore.setState({ user: null, status: 'signed-out' });
  authModalStore.getState().close();
});
afterEach(() => jest.useRealTimers());

test('the hero title, the free trial without a credit card and the three steps', async () => {
  mockApi({ [SETTINGS]: settings });
  renderView(<HomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Compliance Management' })).toBeInTheDocument();
  expect(await screen.findByText('Start your 7-day free trial. No credit card required.')).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('heading', { level: 3 });
  expect(steps.map((h) => h.textContent)).toEqual(['Step 1: Register your company', 'Step 2: Access your user panel', 'Step 3: Start tracking compliance']);
  expect(screen.getByRole('region', { name: /kept secure/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Built around your NBFC/ })).toBeInTheDocument();
  // What the product does once signed in, from its own screens.
  const tour = within(screen.getByRole('region', { name: 'What your team works with every day' }));
  expect(tour.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Command Centre',
    'Statutory calendar',
    'Filing proof',
    'Reminders',
    'Board report',
  ]);
});

test('types Software and Tool in turn: 100 ms a character, 1500 ms pause, 50 ms deleting', () => {
  jest.useFakeTimers();
  mockApi({ [SETTINGS]: settings });
  renderView(<HomePage />);
  const typed = () => screen.getByTestId('typed-word').textContent;
  // Each step schedules the next one after rendering: advance one step per act().
  const steps = (ms: number, count: number) => {
    for (let i = 0; i < count; i++) act(() => jest.advanceTimersByTime(ms));
  };
  expect(typed()).toBe('');
  act(() => jest.advanceTimersByTime(100));
  expect(typed()).toBe('S');
  steps(100, 7);
  expect(typed()).toBe('Software');
  act(() => jest.advanceTimersByTime(1499));
  expect(typed()).toBe('Software');
  act(() => jest.advanceTimersByTime(1)); // pause over
  act(() => jest.advanceTimersByTime(50));
  expect(typed()).toBe('Softwar');
  steps(50, 7);
  expect(typed()).toBe('');
  act(() => jest.advanceTimersByTime(100));
  expect(typed()).toBe('T');
  steps(100, 3);
  expect(typed()).toBe('Tool');
});

test('Track Compliance opens the sign-in modal', async () => {
  mockApi({ [SETTINGS]: settings });
  renderView(<HomePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Track Compliance' }));
  expect(authModalStore.getState().open).toBe('login');
});

test('the WhatsApp inquiry is a wa.me link with the configured number and a prefilled message', async () => {
  mockApi({ [SETTINGS]: settings });
  renderView(<HomePage />);
  const link = await screen.findByRole('link', { name: /Send an inquiry on WhatsApp/ });
  expect(link).toHaveAttribute('href', `https://wa.me/919812345678?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`);
  expect(whatsappLink('+91 98123-45678', 'Hi there')).toBe('https://wa.me/919812345678?text=Hi%20there');
});

test('without the settings the banner points to the contact page instead', async () => {
  mockApi({ [SETTINGS]: { status: 500, body: { success: false, message: 'down' } } });
  renderView(<HomePage />);
  expect(await screen.findByText(/WhatsApp is not available right now/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Send an inquiry on WhatsApp/ })).not.toBeInTheDocument();
});

test('FAQ: four questions, opening one closes the others, aria-expanded follows', async () => {
  mockApi({ [SETTINGS]: settings });
  renderView(<HomePage />);
  const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
  const buttons = faq.getAllByRole('button');
  expect(buttons).toHaveLength(4);
  expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
  await userEvent.click(buttons[0]);
  expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
  expect(faq.getByRole('region', { name: /What is compliance management software/ })).toBeVisible();
  await userEvent.click(buttons[2]);
  expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false']);
  await userEvent.click(buttons[2]);
  expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
});
