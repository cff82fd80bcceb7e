import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { useBrand } from '@wagering/shared/theme';
import type { ContentPage } from './pages';

const Article = styled.article(({ theme }) => ({
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  padding: theme.space(5),
  lineHeight: 1.6,
  h2: { marginTop: 0 },
}));

export function StaticPage({ page }: { page: ContentPage }) {
  usePage(page.title);
  const brand = useBrand();
  return (
    <Article>
      <h2>{page.title}</h2>
      {page.lastUpdated && <p>Last updated {page.lastUpdated(brand)}</p>}
      {page.body.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </Article>
  );
}
