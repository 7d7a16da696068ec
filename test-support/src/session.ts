import { authStore } from 'shared-auth';
import type { PublicUser, Role } from 'shared-contracts';
import { sampleUser } from './fixtures';

/** Signs the auth store in as `role` (a sample user, with `over` applied), as after a session check. */
export function setSignedIn(role: Role, over: Partial<PublicUser> = {}) {
  authStore.setState({ user: sampleUser({ role, ...over }), status: 'signed-in' });
}

export function setSignedOut() {
  authStore.setState({ user: null, status: 'signed-out' });
}
