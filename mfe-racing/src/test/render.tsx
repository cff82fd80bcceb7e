// The one render helper for component tests lives with the other test doubles, in @wagering/testing (shared/testing).
export { renderWithProviders } from '@wagering/testing/render';
