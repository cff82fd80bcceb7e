import styled from '@emotion/styled';
import { usePage } from '@wagering/shared/runtime';
import { RemoteArea } from '../../app/remotes/remote-area';

const Stack = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(4) }));

/** Home: the racing next-to-jump strip and upcoming sports, each owned by its squad's remote. */
export function HomePage() {
  usePage('Home', []);
  return (
    <Stack>
      <RemoteArea module="racing/home" label="Racing" minHeight={220} />
      <RemoteArea module="sports/home" label="Sports" minHeight={220} />
    </Stack>
  );
}
