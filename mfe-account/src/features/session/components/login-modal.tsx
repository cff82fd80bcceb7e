import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useNavigate } from '@wagering/shared/router';
import { loginSchema, type LoginForm } from '@wagering/shared/forms';
import { closeModal, openModal, useUi } from '@wagering/shared/session';
import { Button, Modal, TextField, Toggle } from '@wagering/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { FormStack, LinkButton } from '../../../components/form-layout';
import { useLogin } from '../hooks/use-login';
import { showServerErrors } from '@wagering/shared/api';

const LOGIN_FIELDS = ['username', 'password', 'remember_me', 'company'] as const;

/**
 * SPEC 2 Login modal: Username/Email, Password with a reveal toggle, Remember me, Login, "Forgot your login details"
 * (opens the forgot-password modal) and Join Now (goes to Register).
 */
export function LoginModal() {
  const open = useUi((s) => s.modals.login);
  const navigate = useNavigate();
  const login = useLogin();
  const [banner, setBanner] = useState<string>();
  const form = useForm<LoginForm>({
    resolver: schemaResolver(loginSchema),
    defaultValues: { username: '', password: '', remember_me: false },
  });
  const { errors } = form.formState;

  const close = () => {
    closeModal('login');
    setBanner(undefined);
    form.reset();
  };

  const onSubmit = form.handleSubmit(async (credentials) => {
    setBanner(undefined);
    try {
      await login.mutateAsync(credentials);
      form.reset();
    } catch (error) {
      setBanner(showServerErrors(error, form.setError, LOGIN_FIELDS));
    }
  });

  return (
    <Modal open={open} onClose={close} title="Login">
      <FormStack onSubmit={onSubmit} noValidate aria-label="Login">
        {banner && <FormBanner tone="error">{banner}</FormBanner>}
        <TextField
          label="Username/Email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="remember_me"
          render={({ field }) => (
            <Toggle label="Remember me" checked={!!field.value} onChange={field.onChange} labelAfter />
          )}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
        <LinkButton
          type="button"
          onClick={() => {
            close();
            openModal('forgotPassword');
          }}
        >
          Forgot your login details
        </LinkButton>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            close();
            navigate('/register');
          }}
        >
          Join Now
        </Button>
      </FormStack>
    </Modal>
  );
}
