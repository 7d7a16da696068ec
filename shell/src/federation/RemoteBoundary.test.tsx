import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-ui';
import { RemoteBoundary } from './RemoteBoundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>Remote content</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary label="This page" onRetry={() => setAttempt(attempt + 1)}>
      <Flaky key={attempt} />
    </RemoteBoundary>
  );
}

test('a remote that throws while rendering shows a clear message, and Retry renders it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ThemeProvider theme={theme}>
      <Harness />
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This page is temporarily unavailable. The rest of the site keeps working.');
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Remote content')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
