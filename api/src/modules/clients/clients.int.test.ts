import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD } from '../../../test/helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const multipart = (fileName: string, type: string, content: Buffer) => {
  const boundary = '----wagering-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('clients', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());

  it('GET /clients/details answers the punter’s own profile and balances', async () => {
    const p = await createPunter(ctx, { cashCents: 700 });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/clients/details', headers: p.headers });
    expect(res.json()).toMatchObject({
      user_id: p.id,
      username: p.username,
      user_verified: true,
      cash_cents: 700,
      bonus_cents: 0,
      date_of_birth: '1990-01-01',
    });
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('POST /clients/update saves contact details with the registration rules', async () => {
    const p = await createPunter(ctx);
    const details = {
      phone: '0498765432',
      home_street_number: '5',
      home_street_name: 'Racecourse',
      home_street_type: 'RD',
      country: 'AUS',
      state: 'NSW',
      home_suburb: 'Randwick',
      post_code: '2031',
      allow_email_marketing: true,
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/update',
      headers: p.headers,
      payload: details,
    });
    expect(res.json()).toMatchObject(details);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/update',
      headers: p.headers,
      payload: { ...details, phone: '0123456789', home_street_number: 'X' },
    });
    expect(bad.json().errors).toEqual({
      phone: 'Phone number cannot have repeating or patterned digits',
      home_street_number: 'Street number must start with a digit',
    });
  });

  it('POST /clients/change-password checks the current password and "Passwords must match"', async () => {
    const p = await createPunter(ctx);
    const change = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/v1/clients/change-password', headers: p.headers, payload: body });
    expect(
      (
        await change({ current_password: TEST_PASSWORD, new_password: 'Another99', confirm_password: 'Another98' })
      ).json().errors,
    ).toEqual({
      confirm_password: 'Passwords must match',
    });
    expect(
      (await change({ current_password: 'Wrong1234', new_password: 'Another99', confirm_password: 'Another99' })).json()
        .errors,
    ).toEqual({
      current_password: 'The password you entered is incorrect.',
    });
    expect(
      (await change({ current_password: TEST_PASSWORD, new_password: 'Another99', confirm_password: 'Another99' }))
        .statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: p.username, password: 'Another99' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('identity verification: upload an ID (pending), then the simulated KYC step verifies the punter', async () => {
    const p = await createPunter(ctx, { verified: false });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/verification',
      headers: { ...p.headers, ...multipart('id.png', 'image/png', PNG).headers },
      payload: multipart('id.png', 'image/png', PNG).payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ user_verified: false, verification_status: 'pending' });
    const approve = await ctx.app.inject({ method: 'POST', url: `/v1/dev/kyc/${p.id}/approve` });
    expect(approve.json()).toMatchObject({ user_verified: true, verification_status: 'verified' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/clients/verification', headers: p.headers })).json()
        .user_verified,
    ).toBe(true);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/dev/kyc/${p.id}/approve` })).statusCode).toBe(409);
  });

  it('an ID is judged by its content: a text file named .png is refused, a real PDF sent as octet-stream is taken', async () => {
    const p = await createPunter(ctx, { verified: false });
    const upload = (part: ReturnType<typeof multipart>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/clients/verification',
        headers: { ...p.headers, ...part.headers },
        payload: part.payload,
      });
    const renamed = await upload(multipart('licence.png', 'image/png', Buffer.from('just some text')));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ document: 'The ID must be a JPEG, PNG, WebP or PDF file' });
    const pdf = await upload(multipart('scan', 'application/octet-stream', Buffer.from('%PDF-1.7\n...')));
    expect(pdf.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ mime_type: string }>(
      'SELECT mime_type FROM identity_documents WHERE user_id = $1',
      [p.id],
    );
    expect(rows).toEqual([{ mime_type: 'application/pdf' }]);
  });

  it('a pending ID can be replaced: the newer upload is the one reviewed, the older one is not kept', async () => {
    const p = await createPunter(ctx, { verified: false });
    for (const content of [PNG, JPEG]) {
      const part = multipart('id', 'image/jpeg', content);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/clients/verification',
        headers: { ...p.headers, ...part.headers },
        payload: part.payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().verification_status).toBe('pending');
    }
    const { rows } = await ctx.db.query<{ mime_type: string; status: string }>(
      'SELECT mime_type, status FROM identity_documents WHERE user_id = $1',
      [p.id],
    );
    expect(rows).toEqual([{ mime_type: 'image/jpeg', status: 'pending' }]);
  });

  it('identity verification refuses a non-image, an oversized file and a non-multipart body', async () => {
    const p = await createPunter(ctx, { verified: false });
    const text = multipart('id.txt', 'text/plain', Buffer.from('hello'));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/clients/verification',
          headers: { ...p.headers, ...text.headers },
          payload: text.payload,
        })
      ).statusCode,
    ).toBe(400);
    const huge = multipart('id.png', 'image/png', Buffer.alloc(6 * 1024 * 1024));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/verification',
      headers: { ...p.headers, ...huge.headers },
      payload: huge.payload,
    });
    expect(res.statusCode).toBe(413);
    // One limit on the whole request: a 4 MiB text field before a 3 MiB image is not 7 MiB let in.
    const boundary = '----wagering-test';
    const padded = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`),
      Buffer.alloc(4 * 1024 * 1024, 'a'),
      Buffer.from('\r\n'),
      multipart('id.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])).payload,
    ]);
    const split = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/verification',
      headers: { ...p.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: padded,
    });
    expect(split.statusCode).toBe(413);
    expect(split.json().errors).toEqual({ document: 'The ID file must be 5 MB or smaller' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/clients/verification', headers: p.headers, payload: { a: 1 } }))
        .statusCode,
    ).toBe(415);
    const { rows } = await ctx.db.query('SELECT 1 FROM identity_documents WHERE user_id = $1', [p.id]);
    expect(rows).toHaveLength(0);
  });
});
