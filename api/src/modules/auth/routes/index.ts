import { postLoginHandler } from './post-login.handler';
import { postLoginSchema } from './post-login.schema';
import { postRegistrationHandler } from './post-registration.handler';
import { postRegistrationSchema } from './post-registration.schema';
import { postRecoverPasswordHandler } from './post-recover-password.handler';
import { postRecoverPasswordSchema } from './post-recover-password.schema';
import { postResetPasswordHandler } from './post-reset-password.handler';
import { postResetPasswordSchema } from './post-reset-password.schema';
import { postLogoutHandler } from './post-logout.handler';
import { postLogoutSchema } from './post-logout.schema';
import { postRefreshHandler } from './post-refresh.handler';
import { postRefreshSchema } from './post-refresh.schema';
import { loginSchema, recoverPasswordSchema, registrationSchema, resetPasswordSchema } from '@wagering/contract/forms';
import { formRoute } from '../../../lib/validate';
import type { ApiRoutes } from '../../../lib/type-provider';
import { requireUser } from '../guard';
import { rateLimited } from '../../../lib/rate-limits';

/** Logging in and out, registering and recovering a password, one operation a file (see docs/ARCHITECTURE.md, API). */
export const authRoutes: ApiRoutes = async (app) => {
  app.post(
    '/auth/login',
    formRoute(app, loginSchema, { config: rateLimited(app, 'login'), schema: postLoginSchema }),
    postLoginHandler,
  );
  app.post(
    '/auth/register',
    formRoute(app, registrationSchema, { config: rateLimited(app, 'registration'), schema: postRegistrationSchema }),
    postRegistrationHandler,
  );
  app.post(
    '/auth/recover-password',
    formRoute(app, recoverPasswordSchema, { config: rateLimited(app, 'recovery'), schema: postRecoverPasswordSchema }),
    postRecoverPasswordHandler,
  );
  app.post(
    '/auth/reset-password',
    formRoute(app, resetPasswordSchema, { config: rateLimited(app, 'recovery'), schema: postResetPasswordSchema }),
    postResetPasswordHandler,
  );
  app.post('/auth/logout', { preHandler: requireUser, schema: postLogoutSchema }, postLogoutHandler);
  app.post('/auth/refresh', { preHandler: requireUser, schema: postRefreshSchema }, postRefreshHandler);
};
