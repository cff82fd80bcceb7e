// The web tier's process (`npm start` starts it in front of the API; docker-compose.yml runs replicas of it).
import { buildWeb } from './app';
import { webConfig } from './config';
import { renderPool } from './render-pool';
import { canaryRequests } from './canary';
import { startCanaryWatch } from './canary-wiring';

const config = webConfig(process.env);
const pool = renderPool({
  deployDir: config.staticRoot,
  apiUrl: config.apiUrl,
  renderBudgetMs: config.renderBudgetMs,
  workers: config.renderWorkers,
});
const canaries = canaryRequests(config.staticRoot, { secure: config.production });
const stopWatch = await startCanaryWatch(canaries, config.staticRoot, config.apiUrl, process.env.OPS_TOKEN);
const app = await buildWeb({
  canaries,
  staticRoot: config.staticRoot,
  apiUrl: config.apiUrl,
  render: pool.render,
  missesPerMinute: config.pageMissesPerMinute,
  production: config.production,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});

/** SIGTERM (docker stop, a rolling deploy): stop taking connections, finish the requests in flight, stop the workers. */
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 20_000).unref();
  stopWatch();
  await app.close();
  await pool.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
