import { useNavigate } from '@wagering/shared/router';
import { closeModal, useUi } from '@wagering/shared/session';
import { Button, Modal } from '@wagering/shared/ui';
import { Actions } from '../../../components/form-layout';

/**
 * The unverified-account error (SPEC 2 overlays, 6 roles): shown when an unverified punter tries something that needs
 * a verified identity (a remote opens it with openModal('unverifiedError')).
 */
export function UnverifiedErrorModal() {
  const open = useUi((s) => s.modals.unverifiedError);
  const navigate = useNavigate();
  const close = () => closeModal('unverifiedError');
  return (
    <Modal open={open} onClose={close} title="Your account is not verified">
      <p>You need to verify your identity before you can deposit or place bets. Please upload a valid ID.</p>
      <Actions>
        <Button
          onClick={() => {
            close();
            navigate('/profile/verification');
          }}
        >
          Verify Account
        </Button>
        <Button variant="secondary" onClick={close}>
          Not now
        </Button>
      </Actions>
    </Modal>
  );
}
