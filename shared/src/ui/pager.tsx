import styled from '@emotion/styled';
import { isPageInRange, pagerItems } from '@wagering/shared/format';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page numbers show around the current one. */
  blocks?: number;
  label?: string;
}

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(1),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const PageButton = styled.button<{ current?: boolean }>(({ theme, current }) => ({
  minWidth: 36,
  height: 36,
  padding: `0 ${theme.space(2)}`,
  border: `1px solid ${current ? theme.colors.primary : theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: current ? theme.colors.primary : theme.colors.surface,
  color: current ? theme.colors.onPrimary : theme.colors.text,
  fontWeight: current ? 700 : 500,
  font: 'inherit',
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
}));

/**
 * SPEC pager: three page blocks; every page when there are at most blocks + 2, else the first, the last, the
 * current page's neighbours and ellipses. A page number outside 1..last is ignored.
 */
export function Pager({ page, totalPages, onChange, blocks = 3, label = 'Pagination' }: PagerProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (isPageInRange(target, totalPages) && target !== page) onChange(target);
  };
  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
            ‹
          </PageButton>
        </li>
        {pagerItems(page, totalPages, blocks).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label="Next page" disabled={page >= totalPages} onClick={() => go(page + 1)}>
            ›
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
