import styled from '@emotion/styled';
import { Drawer, Toggle } from '@wagering/shared/ui';
import { setThemeMode, useThemeMode } from '@wagering/shared/theme';
import { setDrawer, useUi } from '@wagering/shared/session';
import { SidebarLinks } from './sidebar';
import { SupportCard } from './support-card';

const ThemeSwitch = styled.div(({ theme }) => ({
  padding: `${theme.space(3)} ${theme.space(3)}`,
  borderTop: `1px solid ${theme.colors.border}`,
}));

/** Mobile: the hamburger's drawer with the sidebar entries, the theme switch and the support card. */
export function NavigationDrawer() {
  const open = useUi((s) => s.drawers.navigation);
  const mode = useThemeMode();
  const close = () => setDrawer('navigation', false);
  return (
    <Drawer open={open} onClose={close} side="left" title="Menu">
      <nav aria-label="Site">
        <SidebarLinks onNavigate={close} />
      </nav>
      <ThemeSwitch>
        <Toggle
          label="Dark theme"
          checked={mode === 'dark'}
          onChange={(dark) => setThemeMode(dark ? 'dark' : 'light')}
        />
      </ThemeSwitch>
      <SupportCard onNavigate={close} />
    </Drawer>
  );
}
