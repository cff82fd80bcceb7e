import { join } from 'node:path';
import { checkFirstCalls } from '@wagering/testing/first-calls';
import App from './app';

checkFirstCalls(App, join(import.meta.dirname, '../package.json'), { basePathOf: () => '/sports' });
