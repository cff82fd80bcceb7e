import { getDetailsHandler } from './get-details.handler';
import { getDetailsSchema } from './get-details.schema';
import { postDetailsHandler } from './post-details.handler';
import { postDetailsSchema } from './post-details.schema';
import { postChangePasswordHandler } from './post-change-password.handler';
import { postChangePasswordSchema } from './post-change-password.schema';
import { getStateHandler } from './get-state.handler';
import { getStateSchema } from './get-state.schema';
import { getVerificationHandler } from './get-verification.handler';
import { getVerificationSchema } from './get-verification.schema';
import { ID_MAX_BYTES, postIdentityDocumentHandler } from './post-identity-document.handler';
import { postIdentityDocumentSchema } from './post-identity-document.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import multipart from '@fastify/multipart';
import { changePasswordSchema, profileDetailsSchema } from '@wagering/contract/forms';
import { formRoute } from '../../../lib/validate';
import { requireUser } from '../../auth/guard';

/** The punter's account calls, one operation a file (see docs/ARCHITECTURE.md, API): this list only registers them. */
export const clientRoutes: ApiRoutes = async (app) => {
  // Small text fields only (nothing else is read), one file, few parts: no part can carry more than the image.
  await app.register(multipart, {
    limits: { fileSize: ID_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6 },
  });
  app.addHook('preHandler', requireUser);
  app.get('/clients/details', { schema: getDetailsSchema }, getDetailsHandler);
  app.post('/clients/update', formRoute(app, profileDetailsSchema, { schema: postDetailsSchema }), postDetailsHandler);
  app.post(
    '/clients/change-password',
    formRoute(app, changePasswordSchema, { schema: postChangePasswordSchema }),
    postChangePasswordHandler,
  );
  app.get('/clients/state', { schema: getStateSchema }, getStateHandler);
  app.get('/clients/verification', { schema: getVerificationSchema }, getVerificationHandler);
  app.post('/clients/verification', { schema: postIdentityDocumentSchema }, postIdentityDocumentHandler);
};
