export * from './client.ts';
export * from './errors.ts';
export * from './qr-code.ts';
export * from './types.ts';
