import { SignJWT, jwtVerify } from 'jose';

/** An access token lives a day, or a year with remember_me (the accessToken cookie's lifetime, SPEC section 9). */
export const ACCESS_TOKEN_TTL_S = 24 * 60 * 60;
export const REMEMBERED_TOKEN_TTL_S = 31536000;

const key = (secret: string) => new TextEncoder().encode(secret);

/** Whose token it is and which session (sessions table) it belongs to. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(
  secret: string,
  claims: TokenClaims,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ typ: 'access', sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

/** The claims of a valid access token, or undefined. A token without an expiry or a session is refused. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  nowMs: number,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    return payload.typ === 'access' && typeof payload.sub === 'string' && typeof payload.sid === 'string'
      ? { userId: payload.sub, sessionId: payload.sid }
      : undefined;
  } catch {
    return undefined;
  }
}
