import { bool, errorResponses, obj, str } from '../../lib/schemas';

export const loginResponse = obj({ access_token: str, user_verified: bool, user_id: str });

export const recoverResponse = obj({ data: { type: 'null', nullable: true }, message: str });

export const messageResponse = obj({ message: str });

export const authErrors = errorResponses(400, 403, 409, 413, 415, 429);

/** A route the password is re-entered on answers 429 after too many wrong ones (assertReenteredPassword). */
export const passwordReentryErrors = errorResponses(429);
