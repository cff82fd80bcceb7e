// The one render helper for component tests lives in shared, beside the providers it wraps.
export { renderWithProviders } from '@wagering/shared/runtime/test-render';
