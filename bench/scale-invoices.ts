/**
 * The invoice ledger of a benchmark's biggest client: `invoices` invoices over as many of the scale
 * debtors as customers as there are tenth of them (ten invoices a customer), made once in SQL on a
 * database filled by `seedScaleData` (bench/scale-database.ts); a database that has them already is
 * left as it is. Invoice numbers `F<n>`, the client's references `REF-<n>`, OCR references `9<n>`, dated
 * over the last two years, a third of them paid.
 */
import pg from 'pg';

export async function ensureScaleInvoices(
  url: string,
  options: { clientNumber: string; invoices: number },
): Promise<{ invoices: number; customers: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ invoices: number; customers: number }>(
      `select (select count(*)::int from invoices i join clients c on c.id = i.client_id where c.client_number = $1) as invoices,
              (select count(*)::int from customers u join clients c on c.id = u.client_id where c.client_number = $1) as customers`,
      [options.clientNumber],
    );
    const present = found.rows[0];
    if (present && present.invoices > 0) return present;
    const customers = Math.ceil(options.invoices / 10);
    const started = performance.now();
    await client.query('begin');
    await client.query(
      `insert into customers (client_id, debtor_id, customer_number)
       select c.id, d.id, 'K' || lpad(row_number() over (order by d.identity_number)::text, 7, '0')
       from clients c, (select id, identity_number from debtors order by identity_number limit $2) d
       where c.client_number = $1`,
      [options.clientNumber, customers],
    );
    await client.query(
      `insert into invoices (client_id, creditor_id, customer_id, debtor_id, invoice_number, invoice_date,
         due_date, description, currency, amount, paid, status, ocr_reference, bankgiro, client_reference)
       select u.client_id, cr.id, u.id, u.debtor_id, 'F' || n, day, day + 30, 'Tjänst', 'SEK',
              10000 + (n % 900) * 100, case when n % 3 = 0 then 10000 + (n % 900) * 100 else 0 end,
              case when n % 3 = 0 then 'Paid' else 'Open' end,
              '9' || lpad(n::text, 9, '0'), cr.bankgiro, 'REF-' || n
       from (select u.*, row_number() over (order by u.customer_number) as k from customers u
               join clients c on c.id = u.client_id where c.client_number = $1) u
       cross join generate_series(0, 9) as s(i)
       cross join lateral (select (u.k - 1) * 10 + s.i + 1 as n) as numbered
       cross join lateral (select current_date - ((numbered.n * 7919) % 730)::int as day) as dated
       cross join lateral (select id, bankgiro from creditors where client_id = u.client_id order by client_number limit 1) cr
       where numbered.n <= $2`,
      [options.clientNumber, options.invoices],
    );
    await client.query('commit');
    await client.query('vacuum analyze customers');
    await client.query('vacuum analyze invoices');
    console.log(
      `invoices: ${options.invoices} over ${customers} customers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    return { invoices: options.invoices, customers };
  } finally {
    await client.end();
  }
}
