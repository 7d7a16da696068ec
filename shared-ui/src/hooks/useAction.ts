import { useCallback, useState } from 'react';
import { toast } from '../toast/toastStore';

/** A failure's text for the user: the server's message (ApiRequestError carries it), else the one fallback. */
export function failureMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : 'An error occurred';
}

export interface ActionOptions {
  /**
   * Where a failure's message goes: a toast (the default, for buttons in lists and pages), or `error` for the
   * form to show in its own banner (`'inline'`), next to its own rule messages (`setError`).
   */
  errorShown?: 'toast' | 'inline';
}

export interface ActionState {
  /** An action is running: its button is disabled. */
  busy: boolean;
  /** Which one runs where a list has an action per row (the key given to `run`), else null. */
  busyKey: string | null;
  /** With `errorShown: 'inline'`: the last failure's message, or the screen's own set with `setError`. */
  error: string | null;
  setError: (message: string | null) => void;
  /**
   * Runs a user's action: busy until it settles, a success toast with the text the action returns (none when it
   * returns nothing), the failure's message as an error toast or in `error`. Resolves whether it succeeded.
   */
  run: (action: () => Promise<string | void>, key?: string) => Promise<boolean>;
}

/** The one way a screen runs what a user asked for (save, submit, remove...): `const { busy, run } = useAction()`. */
export function useAction({ errorShown = 'toast' }: ActionOptions = {}): ActionState {
  const [running, setRunning] = useState<{ key: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<string | void>, key?: string) => {
      setRunning({ key: key ?? null });
      setError(null);
      try {
        const success = await action();
        if (success) toast.success(success);
        return true;
      } catch (reason) {
        if (errorShown === 'inline') setError(failureMessage(reason));
        else toast.error(failureMessage(reason));
        return false;
      } finally {
        setRunning(null);
      }
    },
    [errorShown],
  );

  return { busy: running !== null, busyKey: running?.key ?? null, error, setError, run };
}
