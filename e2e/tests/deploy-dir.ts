import path from 'node:path';
import { PORT } from '../playwright.config';

/** The private copy of deploy/ that this run's server serves (see serve.mjs). */
export const deployDir = path.join(import.meta.dirname, '..', `.deploy-${PORT}`);
