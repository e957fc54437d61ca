import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { creditorNavItems, navItems } from '../nav-items.ts';
import { currentNavItem } from './nav-menu.tsx';

const creditorItems = creditorNavItems({ canWrite: true, isAdmin: true });
const current = (items: typeof navItems, pathname: string) => currentNavItem(items, pathname)?.path ?? null;

describe('the current item of a menu', () => {
  it('is the debtor menu item of the page, with "Case details" current on any case', () => {
    expect(current(navItems, '/')).toBe(paths.home);
    expect(current(navItems, '/cases')).toBe(paths.cases);
    expect(current(navItems, '/cases/current')).toBe(paths.currentCase);
    expect(current(navItems, '/cases/0b7c2a4e-5f3c-4b8e-9a51-2d9d1c7e4f10')).toBe(paths.currentCase);
    expect(current(navItems, '/plans/new')).toBe(paths.createPlan);
    expect(current(navItems, '/plans')).toBe(paths.plans);
  });

  it('is one creditor item: Cases on the list and a case, Register a case on its own pages', () => {
    expect(current(creditorItems, '/creditor')).toBe(paths.creditor.dashboard);
    expect(current(creditorItems, '/creditor/cases')).toBe(paths.creditor.cases);
    expect(current(creditorItems, '/creditor/cases/0b7c2a4e-5f3c-4b8e-9a51-2d9d1c7e4f10')).toBe(
      paths.creditor.cases,
    );
    expect(current(creditorItems, '/creditor/cases/new')).toBe(paths.creditor.registerCase);
    expect(current(creditorItems, '/creditor/invoices/0b7c2a4e-5f3c-4b8e-9a51-2d9d1c7e4f10')).toBe(
      paths.creditor.invoices,
    );
  });
});
