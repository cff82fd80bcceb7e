import * as emotionCache from '@emotion/cache';
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as reactQuery from '@tanstack/react-query';
import * as dayjs from 'dayjs';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactHookForm from 'react-hook-form';
import * as jsxRuntime from 'react/jsx-runtime';
import * as yup from 'yup';
import * as zustand from 'zustand';
import * as zustandMiddleware from 'zustand/middleware';
import * as zustandVanilla from 'zustand/vanilla';
import * as api from '@wagering/shared/api';
import * as betslip from '@wagering/shared/betslip';
import * as bus from '@wagering/shared/bus';
import * as constants from '@wagering/shared/constants';
import * as format from '@wagering/shared/format';
import * as forms from '@wagering/shared/forms';
import * as router from '@wagering/shared/router';
import * as runtime from '@wagering/shared/runtime';
import * as session from '@wagering/shared/session';
import * as theme from '@wagering/shared/theme';
import * as ui from '@wagering/shared/ui';

/**
 * What a remote's server build `require`s: the server's share scope, the very modules this build renders the shell
 * with, so a remote's components render with the shell's React, query client, router and stores, as the browser's
 * Module Federation singletons make them. The keys are the requests shared/build/federation.mjs leaves out of a
 * remote's server build (`serverSharedRequests`; scripts/server-render.test.mjs checks the two lists agree).
 */
export const sharedModules = (): Record<string, unknown> => ({
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  'zustand/vanilla': zustandVanilla,
  'zustand/middleware': zustandMiddleware,
  '@tanstack/react-query': reactQuery,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
  '@emotion/cache': emotionCache,
  dayjs,
  yup,
  'react-hook-form': reactHookForm,
  ...Object.fromEntries(
    Object.entries({ api, betslip, bus, constants, format, forms, router, runtime, session, theme, ui }).map(
      ([sub, module]) => [`@wagering/shared/${sub}`, module],
    ),
  ),
});
