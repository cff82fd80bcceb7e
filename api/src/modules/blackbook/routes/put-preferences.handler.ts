import type { ApiHandler } from '../../../lib/type-provider';
import type { putPreferencesSchema } from './put-preferences.schema';
import { userId } from '../../auth/guard';
import { setMailAlerts } from '../mail-alerts';

export const putPreferencesHandler: ApiHandler<typeof putPreferencesSchema> = async (request) => ({
  mail_alerts: await setMailAlerts(request.server.deps.db, userId(request), request.body.mail_alerts),
});
