import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface Crumb {
  label: string;
  /** Omitted on the last crumb, which is bold plain text. */
  to?: string;
}

interface PageState {
  title: string;
  crumbs: Crumb[];
}

/** The current page's title and breadcrumb, published by whichever remote owns the route and rendered by the shell. */
export const pageStore = createStore<PageState>(() => ({ title: '', crumbs: [] }));

/** Publishes the page title and breadcrumb (Home is added first by the shell) and the document title. */
export function usePage(title: string, crumbs: Crumb[] = [{ label: title }]): void {
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    pageStore.setState({ title, crumbs: JSON.parse(key) as Crumb[] });
    if (typeof document !== 'undefined') document.title = title;
  }, [title, key]);
}

export const usePageState = () => useStore(pageStore);
