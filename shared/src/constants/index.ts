export * from './timing';
export * from './betting';
export * from './racing';
export * from './alerts';
export * from './layout';
export * from './general';
export * from './limits';
export * from './banking';
