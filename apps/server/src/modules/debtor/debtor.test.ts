import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('debtor details, summary and creditor settings', () => {
  it('refuses every debtor call without a session', async () => {
    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    for (const operation of ['getCurrentDebtorDetails', 'getDebtorSummary']) {
      const response = await visitor.soap(operation);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('Unauthorized');
    }
    const settings = await visitor.request('GET', '/api/extgwapi/api/debtoraccess/settings');
    expect(settings.statusCode).toBe(401);
  });

  it('describes the signed-in person in GetDebtorDetailsResult, identity number masked', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const body = (await visitor.soap('getCurrentDebtorDetails')).json();
    const entries = body.GetDebtorDetailsResult.Debtors.Debtor;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      Name: 'Lars Andersson',
      IsCompany: false,
      JuridicalType: 'Person',
      MaskedIdentityNumber: '19121212-XXXX',
      CellularPhone: '+46701234567',
      HomePhone: null,
      ActiveCases: 3,
      InactiveCases: 2,
      Address: { street: 'Storgatan 12', postalCode: '411 38', city: 'Göteborg', country: 'SE' },
    });
    expect(JSON.stringify(body)).not.toContain('1212-1212');
  });

  it('describes a company with its masked organisation number', async () => {
    const visitor = await signedIn(t.app, 'foretag');
    const [entry] = (await visitor.soap('getCurrentDebtorDetails')).json().GetDebtorDetailsResult.Debtors
      .Debtor;
    expect(entry).toMatchObject({
      Name: 'Bergström Bygg & Montage AB',
      IsCompany: true,
      JuridicalType: 'Company',
      MaskedIdentityNumber: '559048-XXXX',
    });
  });

  it('sums the remaining debt of active cases, with interest up to today, from the ledger', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const summary = (await visitor.soap('getDebtorSummary')).json();
    // The demo's dates are relative to today, so its figures are fixed (10 % a year, actual/365):
    // electricity 1 845 kr, 40 days late: interest 2 022 öre, reminder fee 60 kr;
    // broadband 3 290 kr: 500 kr paid 30 days ago took fees 240 kr, interest 81,12 kr and
    //   principal 178,88 kr, leaving 3 111,12 kr, which has since earned 25,57 kr;
    // sofa 12 400 kr: 1 000 kr paid 200 days ago (fees 540 kr, interest 460 kr) and 1 000 kr
    //   paid 60 days ago (interest 695,07 kr, principal 304,93 kr) leave 12 095,07 kr and 198,82 kr interest.
    expect(summary.totals).toEqual([
      {
        currency: 'SEK',
        remainingPrincipal: 184_500 + 311_112 + 1_209_507,
        remainingInterest: 2_022 + 2_557 + 19_882,
        remainingFees: 6_000,
        remainingInvoices: 0,
        total: 1_705_119 + 24_461 + 6_000,
        activeCases: 3,
        openInvoices: 0,
      },
    ]);
    expect(summary).toMatchObject({ activeCases: 3, inactiveCases: 2 });
  });

  it('keeps currencies apart', async () => {
    const visitor = await signedIn(t.app, 'valuta');
    const { totals } = (await visitor.soap('getDebtorSummary')).json();
    expect(totals.map((x: { currency: string }) => x.currency)).toEqual(['EUR', 'SEK']);
    const eur = totals[0];
    // 420 EUR, 50 days late when 100 EUR was paid: interest 5,75 EUR, principal 325,75 EUR left.
    expect(eur.remainingPrincipal).toBe(42_000 - (10_000 - 575));
    expect(eur.remainingFees).toBe(0);
    expect(eur.total).toBe(eur.remainingPrincipal + eur.remainingInterest);
  });

  it('answers with each debtor’s own data only', async () => {
    const lars = await signedIn(t.app, 'demo');
    const emma = await signedIn(t.app, 'ny');
    const larsGuid = (await lars.soap('getCurrentDebtorDetails')).json().GetDebtorDetailsResult.Debtors
      .Debtor[0].DebtorGuid;
    const emmaBody = (await emma.soap('getCurrentDebtorDetails')).json();
    expect(JSON.stringify(emmaBody)).not.toContain(larsGuid);
    expect((await emma.soap('getDebtorSummary')).json()).toMatchObject({ activeCases: 1, inactiveCases: 0 });
  });

  it('lists the settings of the creditors of the debtor’s own cases', async () => {
    const visitor = await signedIn(t.app, 'ny');
    const body = (await visitor.request('GET', '/api/extgwapi/api/debtoraccess/settings')).json();
    expect(body.data.creditorSettings).toEqual([
      expect.objectContaining({
        name: 'Nordljus Energi AB',
        bankgiro: '5012349',
        planMinMonths: 2,
        planMaxMonths: 24,
        planMinMonthlyMinor: 20_000,
      }),
    ]);
  });

  it('saves contact details normalised, audits old and new values, and refuses bad ones without change', async () => {
    const visitor = await signedIn(t.app, 'foretag');
    const path = '/api/extgwapi/api/debtoraccess/updatedebtordetails';
    const save = (body: Record<string, string | null>) =>
      visitor.request('POST', path, { json: body, headers: { 'x-csrf-token': visitor.csrfToken } });
    const response = await save({
      email: ' faktura@bergstrombygg.example.se ',
      cellularphone: '073-011 22 33',
      homephone: null,
      workphone: '060-55 51 20',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = response.json().GetDebtorDetailsResult.Debtors.Debtor;
    expect(entry).toMatchObject({
      Email: 'faktura@bergstrombygg.example.se',
      CellularPhone: '+46730112233',
      HomePhone: null,
      WorkPhone: '+4660555120',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'debtor.contact-updated'));
    expect(audit?.details).toEqual({
      email: { old: 'ekonomi@bergstrombygg.example.se', new: 'faktura@bergstrombygg.example.se' },
    });

    for (const [body, code, field] of [
      [
        { email: 'ingen-snabel-a', cellularphone: null, homephone: null, workphone: null },
        'InvalidEmail',
        'email',
      ],
      [
        { email: null, cellularphone: '0701', homephone: null, workphone: null },
        'InvalidPhone',
        'cellularphone',
      ],
      [
        { email: null, cellularphone: null, homephone: 'hemma', workphone: null },
        'InvalidPhone',
        'homephone',
      ],
    ] as const) {
      const refused = await save(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code, field });
    }
    const [unchanged] = (await visitor.soap('getCurrentDebtorDetails')).json().GetDebtorDetailsResult.Debtors
      .Debtor;
    expect(unchanged.Email).toBe('faktura@bergstrombygg.example.se');
  });
});
