/**
 * The ledger's identities, checked for one store through the HTTP API as a client sees it: every
 * money figure of the sales report, its CSV, the balance, the payouts, the invoices, the dashboard
 * and the plan report must follow from the same payments. Returns the problems found (empty when
 * everything adds up), so the property tests, the seeded-store walk and `npm run check:ledger`
 * share one definition.
 */
import { feeCents, MAX_PAGE_SIZE, type EndpointName, type EndpointOutput, type SaleRow } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import { call, type CallInput, type OptionalWhenEmpty } from '../call';
import { storeLocalIso } from '../../src/i18n/render';

const cents = (euros: number) => Math.round(euros * 100);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface LedgerCheckOptions {
  /** The server's clock: the dashboard's current month ends here. */
  now: number;
  /** How many fans' pages to compare with the report: all (default) or the first n. */
  fans?: number;
}

export async function checkStoreLedger(
  app: FastifyInstance,
  token: string,
  options: LedgerCheckOptions,
): Promise<string[]> {
  const problems: string[] = [];
  const expectEqual = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(`${what}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
  };
  const get = async <N extends EndpointName>(
    name: N,
    ...[input]: OptionalWhenEmpty<CallInput<N>>
  ): Promise<EndpointOutput<N>> => {
    const res = await call(app, name, ...([{ token, ...input }] as OptionalWhenEmpty<CallInput<N>>));
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.text.slice(0, 200)}`);
    return res.body;
  };
  /** Every page of a list, in order. */
  const all = async <T>(page: (p: number) => Promise<{ data: T[]; paginate: { total_pages: number } }>) => {
    const first = await page(1);
    const rows = [...first.data];
    for (let p = 2; p <= first.paginate.total_pages; p++) rows.push(...(await page(p)).data);
    return rows;
  };
  /** The report's totals of [from, to] (days, inclusive), in cents. */
  const totalsOf = async (from?: string, to?: string) => {
    const t = (await get('salesReport', { query: { from, to, size: 1 } })).totals;
    return { count: t.count, gross: cents(t.gross), fee: cents(t.fee), net: cents(t.net) };
  };

  // Every payment row: net = gross − fee, the fee by the fee rule; the totals are the rows' sums.
  const rows = await all((page) => get('salesReport', { query: { page, size: MAX_PAGE_SIZE } }));
  const sum = { count: 0, gross: 0, fee: 0, net: 0 };
  for (const r of rows) {
    const [gross, fee, net] = [cents(r.gross), cents(r.fee), cents(r.net)];
    if (net !== gross - fee) problems.push(`payment ${r.id}: net ${r.net} ≠ gross ${r.gross} − fee ${r.fee}`);
    if (fee !== feeCents(net)) problems.push(`payment ${r.id}: fee ${r.fee} is not the fee of the price ${r.net}`);
    sum.count += 1;
    sum.gross += gross;
    sum.fee += fee;
    sum.net += net;
  }
  const totals = await totalsOf();
  expectEqual('report totals = sums of its rows', totals, sum);

  // The CSV: the same rows and the same totals, as text.
  const csv = await call(app, 'salesReportCsv', { token });
  const lines = csv.text.split('\r\n').filter(Boolean).slice(1);
  const money = (n: number) => n.toFixed(2);
  const asCsv = (r: SaleRow) => [money(r.gross), money(r.fee), money(r.net), r.currency].join(',');
  expectEqual('CSV row count', lines.length - 1, rows.length);
  rows.forEach((r, i) => {
    if (!lines[i]?.startsWith(storeLocalIso(Date.parse(r.paid_at))) || !lines[i]!.endsWith(asCsv(r))) {
      problems.push(`CSV row ${i + 1} (${lines[i]}) ≠ payment ${r.id} (${asCsv(r)})`);
    }
  });
  const csvTotals = lines.at(-1)?.split(',') ?? [];
  expectEqual('CSV totals row = report totals', csvTotals.slice(2, 6), [
    String(sum.count),
    money(sum.gross / 100),
    money(sum.fee / 100),
    money(sum.net / 100),
  ]);

  // The balance: earned = the net of every payment; available = earned − paid out − pending ≥ 0.
  const balance = (await get('balance')).data;
  const payouts = await all((page) => get('payouts', { query: { page, size: MAX_PAGE_SIZE } }));
  const payoutSum = (status: string) =>
    payouts.filter((p) => p.status === status).reduce((s, p) => s + cents(p.amount), 0);
  expectEqual('balance earned = net of the payments', cents(balance.earned), sum.net);
  expectEqual('balance paid_out = paid payouts', cents(balance.paid_out), payoutSum('paid'));
  expectEqual('balance pending = pending payouts', cents(balance.pending_payout), payoutSum('pending'));
  expectEqual(
    'balance available = earned − paid out − pending',
    cents(balance.available),
    sum.net - payoutSum('paid') - payoutSum('pending'),
  );
  if (balance.available < 0) problems.push(`balance available is negative: ${balance.available}`);

  // Invoices: numbered 1, 2, … in order of issue; each adds up and equals its month in the report.
  const summaries = await all((page) => get('invoices', { query: { page, size: MAX_PAGE_SIZE } }));
  const numbers = summaries.map((s) => s.invoice_number).reverse();
  const sequences = numbers.map((n) => Number(n.split('-').at(-1)));
  expectEqual(
    'invoice numbers run 1, 2, … per store',
    sequences,
    sequences.map((_, i) => i + 1),
  );
  let invoiced = 0;
  for (const s of summaries) {
    const inv = (await get('invoice', { params: { id: s.id } })).data;
    const what = `invoice ${inv.invoice_number}`;
    for (const item of inv.items) {
      if (cents(item.amount) !== item.quantity * cents(item.unit_price)) {
        problems.push(`${what}: ${item.quantity} × ${item.unit_price} ≠ ${item.amount}`);
      }
      if (cents(item.unit_price) !== cents(item.price) + cents(item.fee)) {
        problems.push(`${what}: unit price ${item.unit_price} ≠ price ${item.price} + fee ${item.fee}`);
      }
    }
    const lines = inv.items.reduce((t, i) => t + cents(i.amount), 0);
    const fees = inv.items.reduce((t, i) => t + i.quantity * cents(i.fee), 0);
    const prices = inv.items.reduce((t, i) => t + i.quantity * cents(i.price), 0);
    expectEqual(`${what}: lines = subtotal`, lines, cents(inv.subtotal));
    expectEqual(`${what}: subtotal − fee = total`, cents(inv.subtotal) - cents(inv.transaction_fee), cents(inv.total));
    expectEqual(`${what}: fees of the lines = transaction fee`, fees, cents(inv.transaction_fee));
    expectEqual(`${what}: tendered = subtotal`, inv.tendered, inv.subtotal);
    expectEqual(`${what}: earned = total`, inv.earned, inv.total);
    expectEqual(`${what}: amount = the plan prices`, cents(inv.amount), prices);
    expectEqual(`${what}: summary total`, s.total, inv.total);
    const month = await totalsOf(inv.period.from, inv.period.to);
    expectEqual(
      `${what}: = the report of ${inv.month}`,
      [lines, cents(inv.transaction_fee), cents(inv.total)],
      [month.gross, month.fee, month.net],
    );
    expectEqual(
      `${what}: payments counted`,
      inv.items.reduce((t, i) => t + i.quantity, 0),
      month.count,
    );
    invoiced += cents(inv.total);
  }
  // Every closed month's payments are invoiced: all payments before this month = the invoices' totals.
  const monthStart = Date.UTC(new Date(options.now).getUTCFullYear(), new Date(options.now).getUTCMonth(), 1);
  const closed = await totalsOf(undefined, day(monthStart - 1));
  expectEqual('invoices cover every closed month', invoiced, closed.net);

  // The dashboard: each month's revenue is the net of that month in the report; the total their sum.
  const revenue = (await get('summaryRevenue')).data;
  let six = 0;
  for (const m of revenue.last_6_month) {
    const [y, mo] = m.month.split('-').map(Number) as [number, number];
    const from = `${m.month}-01`;
    const to = day(Math.min(Date.UTC(y, mo, 1) - 1, options.now));
    const report = await totalsOf(from, to);
    expectEqual(`dashboard revenue of ${m.month} = report net`, cents(m.amount), report.net);
    six += cents(m.amount);
  }
  expectEqual('dashboard revenue total = its months', cents(revenue.revenue_total), six);
  const plan = (await get('planReport')).data;
  expectEqual(
    'plan report revenue = this month in the dashboard',
    cents(plan.revenue),
    cents(revenue.last_6_month.at(-1)!.amount),
  );
  const overview = (await get('summaryOverview')).data;
  expectEqual('active subscribers: overview = plan report', overview.subscriber_total, plan.subscriber_count);

  // Fans: a fan's total paid is the sum of the plans listed; all fans together paid the report's gross.
  const fans = await all((page) => get('listSubscribers', { query: { page, size: MAX_PAGE_SIZE } }));
  const checked = fans.slice(0, options.fans ?? fans.length);
  let paidByFans = 0;
  for (const f of checked) {
    const d = (await get('getSubscriber', { params: { id: f.id } })).data;
    const listed = d.memberships.reduce((t, m) => t + cents(m.paid), 0);
    expectEqual(`fan ${f.id}: total paid = the plans listed`, cents(d.total_paid), listed);
    expectEqual(`fan ${f.id}: latest plan listed first`, d.memberships[0]?.plan, d.plan);
    paidByFans += listed;
  }
  if (checked.length === fans.length) expectEqual('all fans together paid the gross', paidByFans, sum.gross);
  const active = new Set(checked.filter((f) => f.active).map((f) => f.id)).size;
  if (checked.length === fans.length) {
    expectEqual('active subscribers = fans marked active in the table', overview.subscriber_total, active);
  }

  return problems;
}
