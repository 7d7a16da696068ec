import { act, renderHook } from '@testing-library/react';
import { ApiRequestError } from 'shared-auth';
import { toastStore } from '../toast/toastStore';
import { useAction } from './useAction';

const toastsShown = () => toastStore.getState().toasts.map(({ kind, message }) => ({ kind, message }));

/** An action the test settles itself, so it can look at the hook while the action runs. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

beforeEach(() => toastStore.setState({ toasts: [] }));

it('is busy while the action runs, then toasts the text it returns and is free again', async () => {
  const { result } = renderHook(() => useAction());
  const save = pending<string>();
  let succeeded: Promise<boolean> | undefined;
  act(() => {
    succeeded = result.current.run(() => save.promise);
  });
  expect(result.current.busy).toBe(true);
  await act(async () => save.resolve('Settings saved'));
  await expect(succeeded).resolves.toBe(true);
  expect(result.current.busy).toBe(false);
  expect(toastsShown()).toEqual([{ kind: 'success', message: 'Settings saved' }]);
});

it("shows the server's message as an error toast and is free again after a failure", async () => {
  const { result } = renderHook(() => useAction());
  let succeeded = true;
  await act(async () => {
    succeeded = await result.current.run(() => Promise.reject(new ApiRequestError('Company is already suspended', 409, {})));
  });
  expect(succeeded).toBe(false);
  expect(result.current.busy).toBe(false);
  expect(result.current.error).toBeNull();
  expect(toastsShown()).toEqual([{ kind: 'error', message: 'Company is already suspended' }]);
});

it('falls back to "An error occurred" when the failure has no message of its own', async () => {
  const { result } = renderHook(() => useAction());
  await act(async () => void (await result.current.run(() => Promise.reject('network down'))));
  expect(toastsShown()).toEqual([{ kind: 'error', message: 'An error occurred' }]);
});

it('inline: the message goes to `error` (no toast), and the next run clears it', async () => {
  const { result } = renderHook(() => useAction({ errorShown: 'inline' }));
  await act(async () => void (await result.current.run(() => Promise.reject(new Error('Email already exists')))));
  expect(result.current.error).toBe('Email already exists');
  expect(result.current.busy).toBe(false);
  expect(toastsShown()).toEqual([]);
  await act(async () => void (await result.current.run(async () => undefined)));
  expect(result.current.error).toBeNull();
  expect(toastsShown()).toEqual([]);
});

it('names the row whose action runs by the key it was given', async () => {
  const { result } = renderHook(() => useAction());
  const mark = pending<void>();
  act(() => void result.current.run(() => mark.promise, 'message-7'));
  expect(result.current.busyKey).toBe('message-7');
  await act(async () => mark.resolve());
  expect(result.current.busyKey).toBeNull();
});
