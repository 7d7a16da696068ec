import { authModalStore } from 'shared-auth';
import { Modal } from 'shared-ui';
import { LinkButton } from './FormControls';
import { fullPageRedirect } from './navigation';
import { RegistrationWizard } from './RegistrationWizard';

const close = () => authModalStore.getState().close();

/** The registration modal: the three-step wizard (docs/specifications.md, A §2 "Registration"). */
export function RegisterModal() {
  return (
    <Modal title="Register Your Company" onClose={close} wide>
      <RegistrationWizard
        onRegistered={(path) => {
          const { returnTo } = authModalStore.getState();
          close();
          fullPageRedirect(returnTo ?? path);
        }}
      />
      <p style={{ textAlign: 'center', marginBottom: 0 }}>
        <LinkButton type="button" onClick={() => authModalStore.getState().openLogin()}>
          Already have an account? Login
        </LinkButton>
      </p>
    </Modal>
  );
}
