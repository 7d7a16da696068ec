import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long a remote's manifest and entry may take before the part is reported unavailable. Both are
 * small files; past this the user sees "unavailable" with Retry instead of an empty frame (the
 * runtime's own default waits 20 s for an entry script). Page chunks keep webpack's own timeout.
 */
export const REMOTE_ENTRY_TIMEOUT_MS = 1500;

/** A federation runtime plugin: manifests and remote entries fail fast instead of hanging. */
export function fastFailPlugin(timeoutMs = REMOTE_ENTRY_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-fast-fail',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}
