export * from './auth.ts';
export * from './cases.ts';
export * from './debtor.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './plans.ts';
