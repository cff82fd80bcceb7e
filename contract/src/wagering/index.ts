// The rules of wagering, framework-free: what the slip offers and the API accepts.
export * from './combination-rules';
export * from './slip-parse';
export * from './same-race-multi';
export * from './same-game-multi';
export * from './cash-out';
export * from './exotics';
export * from './boost';
export * from './take-a-break';
