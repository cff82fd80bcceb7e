import { closeModal, useUi } from '@wagering/shared/session';
import { Modal } from '@wagering/shared/ui';
import { RegisterForm } from './register-form';

/** The register overlay: the same three steps as /register, in a modal. */
export function RegisterModal() {
  const open = useUi((s) => s.modals.register);
  const close = () => closeModal('register');
  return (
    <Modal open={open} onClose={close} title="Join Now">
      <RegisterForm onDone={close} />
    </Modal>
  );
}
