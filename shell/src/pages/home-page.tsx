import styled from '@emotion/styled';
import { HOME_RACING_STRIP_HEIGHT } from '@wagering/shared/constants';
import { usePage } from '@wagering/shared/runtime';
import { RemoteArea } from '../app/remotes/remote-area';
import { HomeHero } from '../features/home/home-hero';

const Stack = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(4) }));

/** Home: a welcome line, then the racing next-to-jump strip and upcoming sports, each owned by its squad's remote. */
export function HomePage() {
  usePage('Home', []);
  return (
    <Stack>
      <HomeHero />
      <RemoteArea module="racing/home" label="Racing" minHeight={HOME_RACING_STRIP_HEIGHT} />
      <RemoteArea module="sports/home" label="Sports" minHeight={220} />
    </Stack>
  );
}
