import styled from '@emotion/styled';

export const Page = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(5), color: theme.colors.text }));
export const Section = styled.section(({ theme }) => ({ display: 'grid', gap: theme.space(3) }));
export const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.font.size.lg }));
