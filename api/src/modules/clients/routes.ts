import type { ApiRoutes } from '../../lib/type-provider';
import multipart from '@fastify/multipart';
import { changePasswordSchema, profileDetailsSchema } from '@wagering/contract/forms';
import { badRequest, HttpError } from '../../lib/errors';
import { idDocumentType } from './id-document-type';
import { hashPassword } from '../../lib/password';
import { endOtherSessions } from '../auth/sessions';
import { bearerAuth } from '../../lib/schemas';
import { formRoute } from '../../lib/validate';
import { requireUser, userId } from '../auth/guard';
import { assertReenteredPassword } from '../auth/service';
import { listBenefits } from '../benefits/service';
import { messageResponse } from '../auth/schemas';
import { clientErrors, profileResponse, stateResponse, verificationResponse } from './schemas';
import { getProfile, getVerification, submitIdentityDocument, updateDetails } from './service';

/** Largest ID image accepted. */
export const ID_MAX_BYTES = 5 * 1024 * 1024;
/** The one limit on an upload request as a whole: the image plus its multipart framing, nothing else. */
export const UPLOAD_MAX_BYTES = ID_MAX_BYTES + 16 * 1024;
const TOO_LARGE = 'The ID file must be 5 MB or smaller';

export const clientRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  // Small text fields only (nothing else is read), one file, few parts: no part can carry more than the image.
  await app.register(multipart, {
    limits: { fileSize: ID_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6 },
  });
  app.addHook('preHandler', requireUser);
  const common = { tags: ['clients'], security: bearerAuth };

  app.get(
    '/clients/details',
    {
      schema: {
        ...common,
        summary: 'The punter’s profile and balances',
        response: { 200: profileResponse, ...clientErrors },
      },
    },
    async (request) => getProfile(db, userId(request)),
  );

  app.post(
    '/clients/update',
    formRoute(app, profileDetailsSchema, {
      schema: {
        ...common,
        summary: 'Update contact and address details',
        response: { 200: profileResponse, ...clientErrors },
      },
    }),
    async (request) => {
      await updateDetails(db, userId(request), request.body);
      return getProfile(db, userId(request));
    },
  );

  app.post(
    '/clients/change-password',
    formRoute(app, changePasswordSchema, {
      schema: {
        ...common,
        summary: 'Change password (current one re-entered); the punter’s other sessions end',
        response: { 200: messageResponse, ...clientErrors },
      },
    }),
    async (request) => {
      const id = userId(request);
      await assertReenteredPassword(request, request.body.current_password, 'current_password');
      const passwordHash = await hashPassword(request.body.new_password);
      await db.tx(async (q) => {
        await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
        // Whoever else holds a session (a lost phone, a shared computer) is logged out; this one stays.
        await endOtherSessions(q, id, clock.now(), request.user!.sessionId);
      });
      return { message: 'Your password has been changed.' };
    },
  );

  app.get(
    '/clients/state',
    {
      schema: {
        ...common,
        summary: 'Account state: verification, exclusion, balances, benefits',
        response: { 200: stateResponse, ...clientErrors },
      },
    },
    async (request) => {
      const id = userId(request);
      const now = clock.now();
      const profile = await getProfile(db, id);
      const { bonusBets, boosts } = await listBenefits(db, id, now);
      return {
        user_verified: profile.user_verified,
        verification_status: profile.verification_status,
        self_excluded_until: profile.self_excluded_until,
        cash_cents: profile.cash_cents,
        bonus_cents: profile.bonus_cents,
        withdrawable_cents: profile.cash_cents,
        bonus_bets_count: bonusBets.length,
        dividend_boosts_count: boosts.reduce((sum, b) => sum + b.remaining_value, 0),
      };
    },
  );

  app.get(
    '/clients/verification',
    {
      schema: {
        ...common,
        summary: 'Identity verification status',
        response: { 200: verificationResponse, ...clientErrors },
      },
    },
    async (request) => getVerification(db, userId(request)),
  );

  app.post(
    '/clients/verification',
    {
      schema: {
        ...common,
        summary:
          'Upload an ID image (multipart/form-data, field "document": JPEG, PNG, WebP or PDF up to 5 MB); status becomes pending',
        consumes: ['multipart/form-data'],
        response: { 200: verificationResponse, ...clientErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Upload the ID as multipart/form-data.', {
          document: 'Please choose an ID image to upload',
        });
      if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES)
        throw new HttpError(413, TOO_LARGE, { document: TOO_LARGE });
      const file = await request.file();
      if (!file)
        throw badRequest('Please choose an ID image to upload', { document: 'Please choose an ID image to upload' });
      const content = await file.toBuffer().catch(() => {
        throw new HttpError(413, TOO_LARGE, { document: TOO_LARGE });
      });
      if (content.length === 0) throw badRequest('The ID file is empty', { document: 'The ID file is empty' });
      // The content decides, not the name or the type the browser claims: a renamed text file is refused.
      const mimeType = idDocumentType(content);
      if (!mimeType) {
        throw badRequest('The ID must be a JPEG, PNG, WebP or PDF file', {
          document: 'The ID must be a JPEG, PNG, WebP or PDF file',
        });
      }
      return submitIdentityDocument(db, userId(request), {
        fileName: file.filename,
        mimeType,
        content,
        now: clock.now(),
      });
    },
  );
};
