import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useFormatDate } from '@wagering/shared/theme';
import { usePage } from '@wagering/shared/runtime';
import { Badge, Button, QueryView, type BadgeTone } from '@wagering/shared/ui';
import { FormBanner } from '../components/form-banner';
import { FormStack } from '../components/form-layout';
import { PagePanel } from '../components/page-panel';
import { RequireLogin } from '../components/require-login';
import type { VerificationStatus } from '../api/get-profile';
import { useUploadId, useVerification } from '../features/verification/api/verification';

const STATUS: Record<VerificationStatus, { label: string; tone: BadgeTone; text: string }> = {
  none: {
    label: 'Not verified',
    tone: 'warning',
    text: 'Upload a photo of your driver licence or passport to verify your account.',
  },
  pending: {
    label: 'Pending',
    tone: 'info',
    text: 'We have your ID and are checking it. This usually takes a few minutes.',
  },
  verified: { label: 'Verified', tone: 'success', text: 'Your identity is verified. You can deposit and bet.' },
  rejected: {
    label: 'Rejected',
    tone: 'error',
    text: 'We could not verify the ID you uploaded. Please upload a clear photo of a valid ID.',
  },
};

const FileInput = styled.input(({ theme }) => ({
  padding: theme.space(2),
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
}));

const Label = styled.label(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  fontWeight: 600,
  fontSize: theme.font.size.sm,
}));

function UploadForm({ replacing }: { replacing: boolean }) {
  const upload = useUploadId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setOutcome({ tone: 'error', text: 'Please choose an ID image to upload' });
    setOutcome(undefined);
    try {
      await upload.mutateAsync(file);
      setOutcome({ tone: 'success', text: 'Thanks! Your ID has been uploaded and is being checked.' });
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message });
    }
  };
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={replacing ? 'Replace your ID' : 'Upload your ID'}>
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
      <Label>
        ID document (JPEG, PNG, WebP or PDF, up to 5 MB)
        <FileInput
          type="file"
          name="document"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Label>
      <Button type="submit" loading={upload.isPending}>
        {replacing ? 'Replace ID' : 'Upload ID'}
      </Button>
    </FormStack>
  );
}

/** /profile/verification: the identity check's status and the ID upload. */
export function VerificationPage() {
  const formatDate = useFormatDate();
  usePage('Identity Verification', [{ label: 'My Profile', to: '/profile' }, { label: 'Identity Verification' }]);
  const verification = useVerification();
  return (
    <RequireLogin banner={false}>
      <PagePanel aria-labelledby="verification-title">
        <h1 id="verification-title">Identity Verification</h1>
        <QueryView query={verification} label="verification status" lines={2}>
          {(v) => {
            const status = STATUS[v.verification_status];
            return (
              <>
                <p>
                  Status: <Badge tone={status.tone}>{status.label}</Badge>
                  {v.uploaded_at && <> · uploaded {formatDate(v.uploaded_at, 'longDateTime')}</>}
                </p>
                <p>{status.text}</p>
                {/* A pending ID can be replaced (a blurred photo, the wrong page) until it is reviewed. */}
                {!v.user_verified && <UploadForm replacing={v.verification_status === 'pending'} />}
              </>
            );
          }}
        </QueryView>
      </PagePanel>
    </RequireLogin>
  );
}
