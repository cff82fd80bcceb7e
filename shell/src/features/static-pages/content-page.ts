// The shape of a content page, apart from the pages themselves so that a page in its own file (rules-page.ts)
// and the list of pages (pages.ts) both read it without importing each other.
import type { BrandConfig } from '@wagering/brands';

/** A labelled fact with an optional link (a contact: Email, Phone, Post). */
interface ContactLine {
  label: string;
  value: string;
  href?: string;
}

/** A part of a page under its own heading, written for the active brand. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  contacts?: ContactLine[];
}

/** The shell's own content pages (SPEC section 2 public routes and sidebar entries that no remote owns). */
export interface ContentPage {
  path: string;
  title: string;
  body: string[];
  /** Headed sections after the body, written with the brand's own name and contacts. */
  sections?: (brand: BrandConfig) => ContentSection[];
  /** When the page's rules last changed, for pages that say so (the brand's own date). */
  lastUpdated?: (brand: BrandConfig) => string;
}
