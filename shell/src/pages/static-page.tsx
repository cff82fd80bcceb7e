import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { useBrand } from '@wagering/shared/theme';
import type { ContentPage } from '../features/static-pages/content-page';

const Article = styled.article(({ theme }) => ({
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  padding: theme.space(5),
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  h2: { marginTop: 0 },
  h3: { marginBottom: theme.space(1), fontSize: theme.font.size.md },
  a: { color: theme.colors.text, fontWeight: 600 },
}));

const Contacts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(1)} ${theme.space(3)}`,
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0 },
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
      {page.sections?.(brand).map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.contacts && (
            <Contacts>
              {section.contacts.map((c) => (
                <div key={c.label} style={{ display: 'contents' }}>
                  <dt>{c.label}</dt>
                  <dd>{c.href ? <a href={c.href}>{c.value}</a> : c.value}</dd>
                </div>
              ))}
            </Contacts>
          )}
        </section>
      ))}
    </Article>
  );
}

