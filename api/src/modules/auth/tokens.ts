import { SignJWT, jwtVerify } from 'jose';

/** An access token lives a day, or a year with remember_me (the accessToken cookie's lifetime, SPEC section 9). */
export const ACCESS_TOKEN_TTL_S = 24 * 60 * 60;
export const REMEMBERED_TOKEN_TTL_S = 31536000;

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  userId: string,
  nowMs: number,
  rememberMe: boolean,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (rememberMe ? REMEMBERED_TOKEN_TTL_S : ACCESS_TOKEN_TTL_S))
    .sign(key(secret));
}

/** The user id of a valid, unexpired access token, or undefined. */
export async function verifyAccessToken(secret: string, token: string, nowMs: number): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
