// Real API processes (src/main.ts) for tests that run the API as operators do: replicas side by side, a database
// that restarts under them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { startSession } from '../src/modules/auth/sessions';
import { post } from '../src/modules/ledger/service';
import { TEST_PASSWORD, insertUser } from './helpers';
import { cents } from '@wagering/contract/money';

export const JWT_SECRET = 'replicas-test-secret-of-a-decent-length-0123456789';

export interface Replica {
  base: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Starts `node --import tsx src/main.ts` on a free port; resolves once it listens. */
export function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line);
        logs.push(entry);
        const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg))?.[1];
        if (at) resolve({ base: at, child, logs, exited });
      } catch {
        /* not a log line */
      }
    });
    void exited.then((code) => reject(new Error(`replica exited with ${code} before listening`)));
  });
}

/** Waits until the replica's /v1/ready answers 200 (a minute at most). */
export async function untilReady(base: string) {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${base}/v1/ready`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} never became ready`);
}

/** A tote win leg on a race jumping in more than five minutes: no fixed price to drift, refused only for money. */
export async function toteWinLeg(base: string): Promise<Record<string, unknown>> {
  const races = (await (await fetch(`${base}/v1/racing/next-to-jump/A/12`)).json()).data;
  const target = races.find((r: { jumps_in_sec: number }) => r.jumps_in_sec > 300) ?? races.at(-1);
  const race = (await (await fetch(`${base}/v1/racing/event-race/${target.event_id}`)).json()).data;
  const runner = race.runners.find((r: { is_eliminated: boolean }) => !r.is_eliminated);
  return {
    leg_id: 'r',
    event_id: race.event_id,
    bet_type: 'WTX',
    selections: String(runner.saddle_number),
    bet_amount: 5,
    total_amount: 5,
    requested_dividend: runner.odds.WTX,
    event_type: 'R',
  };
}

/** A verified punter ("Test", "Punter <username>") with this much cash and a bearer token signed with JWT_SECRET. */
export async function fundedPunter(db: Db, amount: number) {
  const username = `p${crypto.randomUUID().slice(0, 8)}`;
  const id = await insertUser(db, { username, passwordHash: await hashPassword(TEST_PASSWORD) });
  await db.tx((q) =>
    post(q, {
      userId: id,
      kind: 'deposit',
      reference: `fixture-${id}`,
      description: 'Fixture deposit',
      lines: [
        { account: 'cash', amount_cents: cents(amount) },
        { account: 'bank_clearing', amount_cents: cents(-amount) },
      ],
    }),
  );
  const token = await startSession(db, { secret: JWT_SECRET, userId: id, now: Date.now(), rememberMe: true });
  return { id, username, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

/** POST /v1/betting/request-bet with one leg under a coupon. */
export const placeBet = (base: string, headers: Record<string, string>, coupon: string, leg: Record<string, unknown>) =>
  fetch(`${base}/v1/betting/request-bet`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ coupon_tracking_code: coupon, legs: [leg] }),
  });

/** A TCP port free on 127.0.0.1 right now (for a private server a test starts). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
