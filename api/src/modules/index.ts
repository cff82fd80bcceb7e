import type { ApiRoutes } from '../lib/type-provider';
import { healthRoutes } from './health/routes';
import { maintenanceRoutes } from './maintenance/routes';
import { authRoutes } from './auth/routes';
import { registrationRoutes } from './registration/routes';
import { clientRoutes } from './clients/routes';
import { transactionRoutes } from './transactions/routes';
import { benefitRoutes } from './benefits/routes';
import { responsibleGamblingRoutes } from './responsible-gambling/routes';
import { bankingRoutes } from './banking/routes';
import { sandboxAcsRoutes } from './banking/acs';
import { rewardsRoutes } from './rewards/routes';
import { devFeedRoutes, devMatchRoutes, devRoutes } from './dev/routes';
import { racingRoutes } from './racing/routes';
import { sportsRoutes } from './sports/routes';
import { searchRoutes } from './search/routes';
import { bettingRoutes } from './betting/routes';
import { pushRoutes } from './push/routes';
import { remoteFailureRoutes } from './remote-failures/routes';
import { blackbookRoutes } from './blackbook/routes';

/** Every /v1 module, registered in this order. Add a module's route plugin here. */
export const modules: ApiRoutes[] = [
  maintenanceRoutes, // first: its hook guards every route after it
  healthRoutes,
  authRoutes,
  registrationRoutes,
  clientRoutes,
  transactionRoutes,
  benefitRoutes,
  responsibleGamblingRoutes,
  bankingRoutes,
  sandboxAcsRoutes,
  rewardsRoutes,
  devRoutes,
  devFeedRoutes,
  devMatchRoutes,
  racingRoutes,
  sportsRoutes,
  searchRoutes,
  bettingRoutes,
  pushRoutes,
  remoteFailureRoutes,
  blackbookRoutes,
];
