import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.int.test.ts'],
    testTimeout: 120000,
    hookTimeout: 240000,
    setupFiles: ['test/live-events-checked.ts'],
    fileParallelism: true,
    maxWorkers: 2,
  },
});
