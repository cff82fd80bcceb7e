import type { ApiRoutes } from '../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import { getBrand } from '@wagering/brands';
import { MAINTENANCE_RETRY_AFTER_S } from '@wagering/contract/constants';
import { config } from '../../config';
import { bool, obj, str } from '../../lib/schemas';

interface MaintenanceSettings {
  on: boolean;
  whitelist: string[];
  message: string;
}

/**
 * The active brand's maintenance switch (isMaintenanceMode, maintenanceWhitelistIPs, maintenanceText), with the
 * operator's overrides of the flag and the list (MAINTENANCE_MODE, MAINTENANCE_WHITELIST_IPS: config.ts).
 */
function maintenanceSettings({ brand: name, on, whitelistIps } = config.maintenance): MaintenanceSettings {
  const brand = getBrand(name);
  return {
    on: on ?? brand.isMaintenanceMode,
    whitelist: whitelistIps ?? brand.maintenanceWhitelistIPs,
    message: brand.maintenanceText,
  };
}

/** "::ffff:203.0.113.7" (IPv4 seen through an IPv6 socket) is 203.0.113.7. */
const plainIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Whether maintenance applies to this visitor: the switch is on and their address is not whitelisted. */
function inMaintenanceFor(request: FastifyRequest, settings = maintenanceSettings()): boolean {
  return settings.on && !settings.whitelist.map(plainIp).includes(plainIp(request.ip));
}

/** Calls that answer during maintenance: the site asks whether it is let through; monitors keep working. */
const ALWAYS_OPEN = ['/v1/maintenance', '/v1/health', '/v1/ready', '/v1/openapi.json'];

/**
 * During maintenance every other /v1 call answers 503 with the brand's maintenance text, except to whitelisted
 * addresses (which use the whole site, so staff can check a release before it opens).
 */
export const maintenanceRoutes: ApiRoutes = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (ALWAYS_OPEN.includes(request.url.split('?')[0])) return;
    const settings = maintenanceSettings();
    if (inMaintenanceFor(request, settings)) {
      return reply
        .status(503)
        .header('Retry-After', String(MAINTENANCE_RETRY_AFTER_S))
        .send({ message: settings.message, errors: {}, maintenance: true });
    }
  });

  app.get(
    '/maintenance',
    {
      schema: {
        tags: ['health'],
        summary: "Whether the site is under maintenance for this visitor (the brand's flag, minus its IP whitelist)",
        response: { 200: obj({ data: obj({ maintenance: bool, message: str }) }) },
      },
    },
    async (request) => {
      const settings = maintenanceSettings();
      return { data: { maintenance: inMaintenanceFor(request, settings), message: settings.message } };
    },
  );
};
// Not encapsulated (what fastify-plugin does): the hook guards every /v1 route, not only this plugin's own.
Object.assign(maintenanceRoutes, { [Symbol.for('skip-override')]: true });
