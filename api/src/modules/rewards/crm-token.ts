import type { FastifyRequest } from 'fastify';

/** The rewards session's header (crm_token, from rewards login), in a call's schema. */
export const crmHeader = {
  type: 'object',
  properties: { 'x-crm-token': { type: 'string', description: 'crm_token from rewards login' } },
};

/** The rewards session a call names. */
export const crmToken = (request: FastifyRequest) => request.headers['x-crm-token'] as string | undefined;
