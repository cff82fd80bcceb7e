// The browser's way in to the contract; the rules themselves live in @wagering/contract (docs/ARCHITECTURE.md).
export * from '@wagering/contract/wagering';
