import { LOOKUP_LIMIT, type ApplicationForm, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pick } from '../../platform/i18n.js';
import { detail } from '../applications/service.js';
import { lookupsRepo } from './repo.js';

export const searchPorts = async (db: Db, keyword?: string, country?: string) =>
  (await lookupsRepo.ports(db, keyword, country, LOOKUP_LIMIT)).map((p) => ({
    code: p.code,
    name: p.name,
    country: p.country,
    kind: p.kind as 'seaport' | 'airport' | 'border',
  }));

export const searchUnits = async (db: Db, keyword: string | undefined, locale: Locale) =>
  (await lookupsRepo.units(db, keyword, LOOKUP_LIMIT)).map((u) => ({ code: u.code, name: pick(locale, u.nameZh, u.nameEn, u.nameAr) }));

export const searchCompanies = async (db: Db, userId: number, keyword: string, role?: string) =>
  (await lookupsRepo.companies(db, userId, keyword, role, LOOKUP_LIMIT)).map((c) => ({ Name: c.name, party: c.data }));

/** GET /default: the parties and settings of the user's latest application (of that form), to prefill a new form (never its title, invoices or products). */
export async function applicationDefaults(db: Db, userId: number, form?: ApplicationForm) {
  const latest = await lookupsRepo.latest(db, userId, form);
  if (!latest) return { data: null, from_application_id: null };
  const d = (await detail(db, userId, latest.id)).data as Record<string, unknown>;
  const { general, shipment, parties, application_type } = d as {
    general?: Record<string, unknown>;
    shipment?: unknown;
    parties?: unknown;
    application_type?: unknown;
  };
  const { inspection_date: _drop, ...generalKept } = general ?? {};
  void _drop;
  return { data: { application_type, general: generalKept, shipment, parties }, from_application_id: latest.id };
}
