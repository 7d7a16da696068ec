import { lazy, useMemo, useState, type ComponentType } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteModule } from './remoteRegistry';

/** Renders the default export of `remote/module`, contained by its own boundary. */
export function RemoteComponent({ remote, module, label }: { remote: string; module: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType }>(remote, module)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt`: a new lazy component on every retry.
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Loaded />
    </RemoteBoundary>
  );
}
