import styled from '@emotion/styled';
import copy from './hero-copy.json';

/**
 * Home's welcome and responsible-gambling line. index.html paints the same box, with the same sizes, from the first
 * byte (see `boot-hero`), so the page's largest text is on screen before any script runs.
 */
const Hero = styled.section(({ theme }) => ({
  padding: '16px',
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  h2: { margin: '0 0 4px', fontSize: '22px', lineHeight: '28px' },
  p: { margin: 0, fontSize: '15px', lineHeight: '22px' },
}));

export function HomeHero() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <h2 id="home-hero-title">{copy.title}</h2>
      <p>{copy.text}</p>
    </Hero>
  );
}
