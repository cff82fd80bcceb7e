import styled from '@emotion/styled';
import type { BrandConfig } from '@wagering/brands';
import { LOGO_SIZES } from '@wagering/shared/constants';

const Row = styled.span(({ theme }) => ({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  color: theme.colors.text,
}));

/** Partner logos (35x35) where the brand configures an image, their names otherwise. */
export function PartnerLogos({ partners }: { partners: BrandConfig['partners'] }) {
  return (
    <Row>
      {partners.map((p) =>
        p.logo ? (
          <img
            key={p.name}
            src={p.logo}
            alt={p.name}
            width={LOGO_SIZES.partner.width}
            height={LOGO_SIZES.partner.height}
          />
        ) : (
          <span key={p.name}>{p.name}</span>
        ),
      )}
    </Row>
  );
}
