/**
 * Property test of the money ledger (issue 28): random sequences of quote, supersede, fee notice, accept, reject,
 * remit, confirm (whole and partial), reject and reverse a remittance, apply credit, ask a refund, pay or reject it,
 * cancel an entrusted booking (early: free; late: the inspection fee kept) or a customs application in work (its line's
 * rule: lines/cancellation.ts),
 * over three currencies of different minor units (USD 2, JPY 0, KWD 3). After every step the invariants hold
 * (ledgerCheckRepo.ts): confirmed remittances = allocations + credit used - cancellation credit + credit balance + refunds, per customer
 * and currency; no negative balance; one live quotation per application; every payment status as recomputed; no
 * cancelled application owes more than its cancellation kept; the statement of all time (statement.ts) closes at
 * what the unpaid list owes minus the credit held. A
 * refused step (400/404/409) changes nothing; any other failure fails the test. CI runs a fixed seed;
 * `npm run bench -- money` runs many more (MONEY_PROPERTY_RUNS, MONEY_PROPERTY_SEED).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmRemittanceBody, currencyDigits, Decimal, refundBody, remittanceBody, staffQuotationBody, todayIso } from '@tic/shared';
import { AppError } from '../../platform/errors.js';
import { acceptedApplication, future, invoiceProfile, uploadSlip } from '../../../test/moneyFixtures.js';
import { submitApplication } from '../../../test/applicationFixtures.js';
import { inspectionBooking } from '../../../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { apiCaller, createTestContext, login, type TestContext } from '../../../test/helpers.js';
import { applyCredit } from './credit.js';
import { ledgerCheckRepo, ledgerFingerprint, ledgerViolations, statusesOf } from './ledgerCheckRepo.js';
import { decideQuotation, issueQuotation, type Actor } from './quotations.js';
import { decideRefund, requestRefund } from './refunds.js';
import { addRemittance, confirmRemittance, rejectRemittance, reverseRemittance } from './remittances.js';

/** CI's fixed seed runs 20 sequences (about a minute beside the journeys; 40 took 88-104 s there); the bench runs 400. */
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 20);
const SEED = Number(process.env.MONEY_PROPERTY_SEED ?? 20261128);
const CURRENCIES = ['USD', 'JPY', 'KWD'] as const;
const APPS_PER_RUN = 4;

let ctx: TestContext;
let customer: Actor;
let admin: Actor;
let finance: Actor;
let profileId: number;
let slipId: number;
let proofId: number;
let templateId: number;
/** An accepted entrusted booking: half of each run's applications are its copies (they can be cancelled with money). */
let bookingTemplateId: number;
let customerCookies: Record<string, string>;
let clones = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const call = apiCaller(ctx.app);
  const demo = (await login(ctx.app)).cookies;
  const adminCookies = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  const financeCookies = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
  profileId = await invoiceProfile(call, demo);
  customerCookies = demo;
  slipId = await uploadSlip(ctx.app, demo);
  proofId = await uploadSlip(ctx.app, financeCookies);
  templateId = await acceptedApplication(ctx.app, call, demo, adminCookies);
  bookingTemplateId = await submitApplication(ctx.app, call, demo, inspectionBooking('Property booking'), 'property-booking');
  expect((await call(adminCookies, 'POST', `/staff/rfc/${bookingTemplateId}/accept`)).statusCode).toBe(200);
  const ids = await ledgerCheckRepo.userIds(ctx.app.db, ['demo', 'admin', 'finance']);
  const id = (u: string) => ids.get(u)!;
  customer = { id: id('demo'), defaultLang: 'en' };
  // Separation of duties: the administrator quotes and reverses, finance confirms.
  admin = { id: id('admin'), defaultLang: 'en', user: { id: id('admin'), kind: 'staff', roles: ['admin'] } };
  finance = { id: id('finance'), defaultLang: 'en', user: { id: id('finance'), kind: 'staff', roles: ['finance'] } };
}, 180_000);
afterAll(async () => ctx?.close());

const cloneApplication = (booking: boolean) => ledgerCheckRepo.cloneApplication(ctx.app.db, booking ? bookingTemplateId : templateId, ++clones);

const price = fc.integer({ min: 1, max: 90_000 });
const pick = fc.nat(20);
const frac = fc.integer({ min: 0, max: 130 });
const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
/** `stale`: act on any record, not only one in the state the action needs (a refusal must change nothing). */
const stale = fc.nat(9).map((n) => n < 2);
const step = fc.oneof(
  w(3, fc.record({ t: fc.constant('quote' as const), a: pick, b: fc.option(pick), cur: fc.nat(2), price })),
  w(1, fc.record({ t: fc.constant('supersede' as const), q: pick, price, stale })),
  w(2, fc.record({ t: fc.constant('fee' as const), a: pick, price })),
  w(5, fc.record({ t: fc.constant('accept' as const), q: pick, stale })),
  w(1, fc.record({ t: fc.constant('reject' as const), q: pick, stale })),
  w(5, fc.record({ t: fc.constant('remit' as const), cur: fc.nat(2), frac: fc.integer({ min: 1, max: 100 }), extra: fc.integer({ min: 0, max: 30_000 }) })),
  w(3, fc.record({ t: fc.constant('confirm' as const), r: pick, stale })),
  w(2, fc.record({ t: fc.constant('partial' as const), r: pick, frac, stale })),
  w(1, fc.record({ t: fc.constant('rejectRemittance' as const), r: pick, stale })),
  w(1, fc.record({ t: fc.constant('reverse' as const), r: pick, stale })),
  w(4, fc.record({ t: fc.constant('credit' as const), q: pick, frac, other: fc.nat(9).map((n) => n < 3), stale })),
  w(2, fc.record({ t: fc.constant('refund' as const), cur: fc.nat(2), frac })),
  w(1, fc.record({ t: fc.constant('payRefund' as const), f: pick, stale })),
  w(1, fc.record({ t: fc.constant('rejectRefund' as const), f: pick, stale })),
  w(1, fc.record({ t: fc.constant('cancel' as const), a: pick, late: fc.boolean(), stale })),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const digits = (c: string) => currencyDigits(c)!;
const text = (minor: Decimal.Value, c: string) => new Decimal(minor).div(new Decimal(10).pow(digits(c))).toFixed(digits(c));
const minorOf = (amount: Decimal.Value, c: string) => new Decimal(amount).times(new Decimal(10).pow(digits(c))).floor();
const at = <T>(list: readonly T[], i: number) => (list.length ? list[i % list.length] : undefined);

interface Run {
  apps: number[];
  quotations: { id: number; currency: string; apps: number[] }[];
  remittances: { id: number; currency: string; amount: string; allocations: { application_id: number; amount: string }[] }[];
  refunds: number[];
}

const heldIn = (currency: string) => ledgerCheckRepo.creditHeld(ctx.app.db, customer.id, currency);
const appRow = (id: number) => ledgerCheckRepo.application(ctx.app.db, id);

/** The records in one of `statuses` (all of them for a stale step: a refusal must change nothing). */
async function inState<T extends { id: number } | number>(table: Parameters<typeof statusesOf>[1], items: T[], statuses: string[], isStale: boolean) {
  if (isStale) return items;
  const idOf = (i: T) => (typeof i === 'number' ? i : i.id);
  const now = await statusesOf(ctx.app.db, table, items.map(idOf));
  return items.filter((i) => statuses.includes(now.get(idOf(i)) ?? ''));
}

/** Runs one step; answers false when it was skipped (nothing to act on). */
async function perform(run: Run, s: Step, n: number): Promise<boolean> {
  const db = ctx.app.db;
  const quote = (kind: 'quotation' | 'fee_notice', currency: string, apps: number[], unit: number, supersedes?: number) =>
    issueQuotation(
      db,
      admin,
      staffQuotationBody.parse({
        kind,
        currency,
        valid_until: future(30),
        terms_version: 'T-2026-1',
        supersedes_id: supersedes,
        lines: apps.map((a) => ({ service: 'Inspection', quantity: '1', application_id: a, unit_price: text(unit, currency) })),
      }),
    ).then((q) => run.quotations.push({ id: q.id, currency, apps }));
  switch (s.t) {
    case 'quote': {
      const apps = [...new Set([at(run.apps, s.a)!, ...(s.b === null ? [] : [at(run.apps, s.b)!])])];
      await quote('quotation', CURRENCIES[s.cur]!, apps, s.price);
      return true;
    }
    case 'supersede': {
      const q = at(await inState('quotations', run.quotations, ['issued'], s.stale), s.q);
      if (!q) return false;
      await quote('quotation', q.currency, q.apps, s.price, q.id);
      return true;
    }
    case 'fee': {
      const a = await appRow(at(run.apps, s.a)!);
      await quote('fee_notice', a.feeCurrency ?? 'USD', [a.id], s.price);
      return true;
    }
    case 'accept':
    case 'reject': {
      const q = at(await inState('quotations', run.quotations, ['issued'], s.stale), s.q);
      if (!q) return false;
      await decideQuotation(db, customer, q.id, s.t === 'accept' ? { accept: true, invoiceProfileId: profileId } : { accept: false, reason: 'Too dear' });
      return true;
    }
    case 'remit': {
      const all = [];
      for (const id of run.apps) {
        const a = await appRow(id);
        if (a.feeCurrency) all.push({ id, currency: a.feeCurrency, unpaid: minorOf(new Decimal(a.quotedAmount).minus(a.paidAmount), a.feeCurrency) });
      }
      const currencies = [...new Set(all.filter((o) => o.unpaid.gt(0)).map((o) => o.currency))];
      const currency = at(currencies, s.cur);
      if (!currency) return false;
      const owing = all.filter((o) => o.currency === currency && o.unpaid.gt(0));
      const allocations = owing.slice(0, 2).map((o) => ({ application_id: o.id, minor: Decimal.max(o.unpaid.times(s.frac).div(100).floor(), 1) }));
      const total = allocations.reduce((t, a) => t.plus(a.minor), new Decimal(s.extra));
      const body = remittanceBody.parse({
        remitter: 'Bright Star',
        remitted_on: todayIso(),
        amount: text(total, currency),
        currency,
        contact: 'Li Ming',
        phone: '+86-755-1234',
        file_ids: [slipId],
        allocations: allocations.map((a) => ({ application_id: a.application_id, amount: text(a.minor, currency) })),
      });
      const r = await addRemittance(db, customer, body, { key: `property-${n}-${Date.now()}`, bodyHash: String(n) });
      run.remittances.push({ id: r.id, currency, amount: r.amount, allocations: body.allocations });
      return true;
    }
    case 'confirm':
    case 'partial': {
      const r = at(await inState('remittances', run.remittances, ['submitted', 'in_review'], s.stale), s.r);
      if (!r) return false;
      const f = s.t === 'confirm' ? 100 : s.frac;
      const scaled = (v: string) => text(minorOf(v, r.currency).times(f).div(100).floor(), r.currency);
      const body =
        s.t === 'confirm'
          ? {}
          : { received_amount: scaled(r.amount), allocations: r.allocations.map((a) => ({ application_id: a.application_id, amount: scaled(a.amount) })) };
      await confirmRemittance(db, finance, r.id, confirmRemittanceBody.parse(body));
      return true;
    }
    case 'rejectRemittance':
    case 'reverse': {
      const open = s.t === 'reverse' ? ['confirmed', 'partly_confirmed'] : ['submitted', 'in_review'];
      const r = at(await inState('remittances', run.remittances, open, s.stale), s.r);
      if (!r) return false;
      await (s.t === 'reverse' ? reverseRemittance(db, admin, r.id, 'Bounced') : rejectRemittance(db, finance, r.id, 'No such transfer'));
      return true;
    }
    case 'credit': {
      const q = at(await inState('quotations', run.quotations, ['accepted'], s.stale), s.q);
      if (!q) return false;
      const held = minorOf(await heldIn(q.currency), q.currency);
      const amount = Decimal.max(held.times(s.frac).div(100).floor(), 1);
      const currency = s.other ? CURRENCIES[(CURRENCIES.indexOf(q.currency as never) + 1) % 3]! : q.currency;
      await applyCredit(db, customer, q.id, { currency, amount: text(amount, q.currency) });
      return true;
    }
    case 'refund': {
      const currency = CURRENCIES[s.cur]!;
      const held = minorOf(await heldIn(currency), currency);
      const amount = Decimal.max(held.times(s.frac).div(100).floor(), 1);
      const body = refundBody.parse({ currency, amount: text(amount, currency), account_name: 'Bright Star', account_number: '6222', bank: 'BOC' });
      run.refunds.push((await requestRefund(db, customer, body)).id);
      return true;
    }
    case 'payRefund':
    case 'rejectRefund': {
      const f = at(await inState('credit_refunds', run.refunds, ['requested'], s.stale), s.f);
      if (f === undefined) return false;
      await decideRefund(db, finance, f, s.t === 'payRefund' ? { pay: true, body: { file_id: proofId } } : { pay: false, reason: 'Account closed' });
      return true;
    }
    case 'cancel': {
      // The customer cancels an application in work (cancelled already: 409): a booking through cancel-booking (late:
      // the date is today, the inspection fee kept); another line's through cancel, its line's rule deciding (late: the
      // goods were inspected, so its 'Inspection' lines are kept; else only an application fee would be).
      const rows = await Promise.all(run.apps.map(appRow));
      const a = at(s.stale ? rows : rows.filter((r) => r.status === 'processing'), s.a);
      if (!a) return false;
      // Through the API (the inspection line is a module nothing imports): a refusal arrives as its status.
      const call = apiCaller(ctx.app);
      let res;
      if (a.form === 'entrusted') {
        await ledgerCheckRepo.setInspectionDate(db, a.id, a.userId, s.late ? todayIso() : future(21));
        res = await call(customerCookies, 'POST', `/kenya/rfc/${a.id}/cancel-booking`, { reason: 'Order cancelled' });
      } else {
        if (s.late && a.status === 'processing') await ledgerCheckRepo.setStep(db, a.id, 'field_inspection');
        res = await call(customerCookies, 'POST', `/kenya/rfc/${a.id}/cancel`, { reason: 'Order cancelled', version: a.version });
      }
      if (res.statusCode !== 200) throw new AppError(res.statusCode, String(res.json().msg));
      return true;
    }
  }
}

export const tally = { sequences: 0, steps: 0, refused: 0, done: {} as Record<string, number> };

it(
  `random sequences of money actions keep the ledger's invariants (${RUNS} runs, seed ${SEED})`,
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 30 }), async (steps) => {
        const run: Run = { apps: [], quotations: [], remittances: [], refunds: [] };
        for (let i = 0; i < APPS_PER_RUN; i++) run.apps.push(await cloneApplication(i % 2 === 1));
        for (const [n, s] of steps.entries()) {
          const before = await ledgerFingerprint(ctx.app.db);
          try {
            if (!(await perform(run, s, tally.steps))) continue;
            tally.done[s.t] = (tally.done[s.t] ?? 0) + 1;
          } catch (e) {
            // A refusal (bad input, a closed record, a state that does not allow it) changes nothing; anything else is a bug.
            if (!(e instanceof AppError) || ![400, 404, 409].includes(e.statusCode)) throw e;
            tally.refused++;
            expect(await ledgerFingerprint(ctx.app.db), `step ${n} ${JSON.stringify(s)} refused (${e.msgKey}) but changed the ledger`).toBe(before);
          }
          tally.steps++;
          expect(await ledgerViolations(ctx.app.db, run.apps), `after step ${n} ${JSON.stringify(s)}`).toEqual([]);
        }
        tally.sequences++;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(
      `money property: ${tally.sequences} sequences, ${tally.steps} steps (${tally.refused} refused), seed ${SEED}; done: ${JSON.stringify(tally.done)}`,
    );
    expect(tally.sequences).toBe(RUNS);
  },
  Math.max(600_000, RUNS * 5_000),
);
