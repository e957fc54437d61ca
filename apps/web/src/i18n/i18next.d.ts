import 'i18next';
import type accessibility from './locales/sv/accessibility.json';
import type auth from './locales/sv/auth.json';
import type bankid from './locales/sv/bankid.json';
import type cases from './locales/sv/cases.json';
import type common from './locales/sv/common.json';
import type contact from './locales/sv/contact.json';
import type creditor from './locales/sv/creditor.json';
import type creditorAdmin from './locales/sv/creditor-admin.json';
import type creditorCases from './locales/sv/creditor-cases.json';
import type creditorDashboard from './locales/sv/creditor-dashboard.json';
import type creditorLedger from './locales/sv/creditor-ledger.json';
import type creditorMessages from './locales/sv/creditor-messages.json';
import type creditorPayments from './locales/sv/creditor-payments.json';
import type creditorRegister from './locales/sv/creditor-register.json';
import type creditorReports from './locales/sv/creditor-reports.json';
import type errors from './locales/sv/errors.json';
import type help from './locales/sv/help.json';
import type home from './locales/sv/home.json';
import type objections from './locales/sv/objections.json';
import type payment from './locales/sv/payment.json';
import type payments from './locales/sv/payments.json';
import type plans from './locales/sv/plans.json';
import type settings from './locales/sv/settings.json';
import type staff from './locales/sv/staff.json';
import type staffAdmin from './locales/sv/staff-admin.json';
import type staffCase from './locales/sv/staff-case.json';
import type staffQueues from './locales/sv/staff-queues.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accessibility: typeof accessibility;
      auth: typeof auth;
      bankid: typeof bankid;
      cases: typeof cases;
      common: typeof common;
      contact: typeof contact;
      creditor: typeof creditor;
      'creditor-admin': typeof creditorAdmin;
      'creditor-cases': typeof creditorCases;
      'creditor-dashboard': typeof creditorDashboard;
      'creditor-ledger': typeof creditorLedger;
      'creditor-messages': typeof creditorMessages;
      'creditor-payments': typeof creditorPayments;
      'creditor-register': typeof creditorRegister;
      'creditor-reports': typeof creditorReports;
      errors: typeof errors;
      help: typeof help;
      home: typeof home;
      objections: typeof objections;
      payment: typeof payment;
      payments: typeof payments;
      plans: typeof plans;
      settings: typeof settings;
      staff: typeof staff;
      'staff-admin': typeof staffAdmin;
      'staff-case': typeof staffCase;
      'staff-queues': typeof staffQueues;
    };
  }
}
