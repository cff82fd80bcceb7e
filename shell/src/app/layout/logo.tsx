import { useTheme } from '@emotion/react';
import { contrast, type BrandConfig } from '@wagering/brands';
import { LOGO_SIZES } from '@wagering/shared/constants';
import { useBrand } from '@wagering/shared/theme';

export type LogoVariant = 'light' | 'dark' | 'mobile';

/**
 * Which logo reads on a background: the dark variant (light lettering) on a dark background, else the light one.
 * The mobile variant has light lettering too, so on a light background the small size uses the light variant.
 */
export function logoVariantFor(brand: Pick<BrandConfig, 'palettes'>, background: string, small: boolean): LogoVariant {
  const { light, dark } = brand.palettes;
  const isDark = contrast(background, dark.text) > contrast(background, light.text);
  if (!isDark) return 'light';
  return small ? 'mobile' : 'dark';
}

/** The brand logo for the background it sits on (the header's by default): 120x30, or 60x15 when small. */
export function Logo({ small = false, on }: { small?: boolean; on?: string }) {
  const theme = useTheme();
  const brand = useBrand();
  const variant = logoVariantFor(brand, on ?? theme.colors.header, small);
  const size = small ? LOGO_SIZES.mobile : LOGO_SIZES.main;
  return <img src={`/brand/${brand.key}-${variant}.svg`} alt={brand.appName} width={size.width} height={size.height} />;
}
