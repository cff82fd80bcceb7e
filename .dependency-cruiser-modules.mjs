// The house drawn by folders, not files (npm run layers, after .dependency-cruiser.cjs): a folder of product code (an
// API module, api/src/modules/<m>/; a kit subpath, shared/src/<subpath>/; an app's folder) that imports another which
// imports it back is one module in two folders, whichever files do it. Product code only: tests reach across.
import base from './.dependency-cruiser.cjs';

export default {
  forbidden: [
    {
      name: 'no-circular-between-modules',
      comment: 'A circle of modules has no bottom to read from: move the shared piece down or inject it as a port.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|\\.test\\.tsx?$|^api/test/|^[^/]+/src/test/|^shared/testing/` },
  },
};
