import { Link } from '@wagering/shared/router';
import { LOGO_SIZES } from '@wagering/shared/constants';
import { useBrand, useThemeMode } from '@wagering/shared/theme';

/** The brand logo (light or dark variant, 120x30) linking home. */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  const { key, appName } = useBrand();
  const mode = useThemeMode();
  return (
    <Link to="/" onClick={onNavigate} aria-label={`${appName} home`}>
      <img src={`/brand/${key}-${mode}.svg`} alt="" {...LOGO_SIZES.main} />
    </Link>
  );
}
