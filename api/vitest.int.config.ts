import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.int.test.ts'], testTimeout: 120000, hookTimeout: 240000, fileParallelism: true, maxWorkers: 2 },
});
