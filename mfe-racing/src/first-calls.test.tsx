import { join } from 'node:path';
import { checkFirstCalls } from '@wagering/testing/first-calls';
import App from './app';

checkFirstCalls(App, join(import.meta.dirname, '../package.json'), {
  basePathOf: (path) => (path.startsWith('/next-to-go') ? '/next-to-go' : '/racing'),
  example: { meetingId: '12', eventId: '345' },
});
