import { join } from 'node:path';
import { checkFirstCalls } from '@wagering/shared/runtime/first-calls-check';
import App from './app';

checkFirstCalls(App, join(import.meta.dirname, '../package.json'), { basePathOf: () => '/sports' });
