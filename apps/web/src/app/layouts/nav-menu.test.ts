import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { creditorNavItems, debtorNavItems, type NavItem } from '../nav-items.ts';
import { currentNavItem } from './nav-menu.tsx';

const creditorItems = creditorNavItems({ canWrite: true, isAdmin: true });
const navItems = debtorNavItems({ hasCases: true });
const current = (items: readonly NavItem[], pathname: string) =>
  currentNavItem(items, pathname)?.path ?? null;

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

describe("the debtor's menu", () => {
  it('leaves out case details and plans for a debtor with invoices only', () => {
    const items = debtorNavItems({ hasCases: false }).map((item) => item.path);
    expect(items).not.toContain(paths.currentCase);
    expect(items).not.toContain(paths.plans);
    expect(items).not.toContain(paths.createPlan);
    expect(items).toContain(paths.cases);
    expect(items).toContain(paths.payments);
  });

  it('counts unread replies beside Contact us, and shows no count when there are none', () => {
    const contact = (unreadReplies: number) =>
      debtorNavItems({ hasCases: true, unreadReplies }).find((item) => item.path === paths.contact);
    expect(contact(2)?.count).toBe(2);
    expect(contact(0)?.count).toBeUndefined();
  });
});
