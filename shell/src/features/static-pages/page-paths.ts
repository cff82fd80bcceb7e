/**
 * The shell's content pages, by path, in the order pages.ts writes them. Every route knows these paths; the pages'
 * text (pages.ts) loads only where one is shown (page-text.ts), not on every page before it is interactive (issue 35).
 */
export const STATIC_PAGE_PATHS = [
  '/about-us',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/terms-conditions',
  '/rules',
  '/complaints',
  '/mbl',
  '/responsible-gambling',
  '/app',
  '/sa-code-of-practice',
] as const;

export const isStaticPagePath = (pathname: string) => (STATIC_PAGE_PATHS as readonly string[]).includes(pathname);
