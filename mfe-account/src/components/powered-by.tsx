import styled from '@emotion/styled';
import { LOGO_SIZES } from '@wagering/shared/constants';
import { useBrand } from '@wagering/shared/theme';

const Line = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.font.size.sm,
}));

/** "{app name} is powered by" with the brand's partner logos (35x35; the name where a brand has no logo file). */
export function PoweredBy() {
  const { appName, partners } = useBrand();
  return (
    <Line>
      {appName} is powered by
      {partners.map((p) =>
        p.logo ? (
          <img key={p.name} src={p.logo} alt={p.name} title={p.name} {...LOGO_SIZES.partner} />
        ) : (
          <span key={p.name}>{p.name}</span>
        ),
      )}
    </Line>
  );
}
