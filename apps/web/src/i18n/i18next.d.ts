import 'i18next';
import type auth from './locales/sv/auth.json';
import type common from './locales/sv/common.json';
import type errors from './locales/sv/errors.json';
import type home from './locales/sv/home.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      common: typeof common;
      errors: typeof errors;
      home: typeof home;
    };
  }
}
