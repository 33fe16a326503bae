import { UNITS } from '@tic/shared';
import type { Db } from '../client.js';
import { ports, units } from '../schema/index.js';

/**
 * Major seaports, airports and land border posts of the destination countries (Kenya, Nigeria, Iraq, Saudi
 * Arabia) and Chinese ports of loading, with their UN/LOCODE. A border post whose code could not be
 * verified in the UN/LOCODE list has null: a missing code, never a made-up one.
 */
const PORTS: [string | null, string, string, 'seaport' | 'airport' | 'border'][] = [
  ['KEMBA', 'Mombasa', 'KE', 'seaport'],
  ['KELAU', 'Lamu', 'KE', 'seaport'],
  ['KEKIS', 'Kisumu', 'KE', 'seaport'],
  ['KENBO', 'Nairobi', 'KE', 'airport'],
  ['NGAPP', 'Apapa', 'NG', 'seaport'],
  ['NGTIN', 'Tin Can Island', 'NG', 'seaport'],
  ['NGONN', 'Onne', 'NG', 'seaport'],
  ['NGPHC', 'Port Harcourt', 'NG', 'seaport'],
  ['NGLOS', 'Lagos', 'NG', 'airport'],
  ['NGABV', 'Abuja', 'NG', 'airport'],
  ['IQUQR', 'Umm Qasr', 'IQ', 'seaport'],
  ['IQBSR', 'Basra', 'IQ', 'seaport'],
  ['IQBGW', 'Baghdad', 'IQ', 'airport'],
  ['IQEBL', 'Erbil', 'IQ', 'airport'],
  ['SAJED', 'Jeddah', 'SA', 'seaport'],
  ['SADMM', 'Dammam', 'SA', 'seaport'],
  ['SAJUB', 'Jubail', 'SA', 'seaport'],
  ['SARUH', 'Riyadh', 'SA', 'airport'],
  ['CNSHA', 'Shanghai', 'CN', 'seaport'],
  ['CNNGB', 'Ningbo', 'CN', 'seaport'],
  ['CNYTN', 'Yantian', 'CN', 'seaport'],
  ['CNSZX', 'Shenzhen', 'CN', 'seaport'],
  ['CNCAN', 'Guangzhou', 'CN', 'seaport'],
  ['CNTAO', 'Qingdao', 'CN', 'seaport'],
  ['CNTSN', 'Tianjin', 'CN', 'seaport'],
  ['CNXMN', 'Xiamen', 'CN', 'seaport'],
  ['CNPVG', 'Shanghai Pudong', 'CN', 'airport'],
  // Land border posts (one-stop border posts and main road crossings).
  ['KEMAL', 'Malaba', 'KE', 'border'],
  [null, 'Busia', 'KE', 'border'],
  [null, 'Namanga', 'KE', 'border'],
  [null, 'Taveta', 'KE', 'border'],
  [null, 'Isebania', 'KE', 'border'],
  [null, 'Lunga Lunga', 'KE', 'border'],
  [null, 'Seme', 'NG', 'border'],
  [null, 'Idiroko', 'NG', 'border'],
  [null, 'Safwan', 'IQ', 'border'],
  [null, 'Trebil', 'IQ', 'border'],
  [null, 'Ibrahim Khalil', 'IQ', 'border'],
  [null, 'Al Batha', 'SA', 'border'],
  [null, 'Al Haditha', 'SA', 'border'],
  [null, 'King Fahd Causeway', 'SA', 'border'],
];

/** Idempotent: runs at every start with the other reference data. */
export async function seedLookups(db: Db) {
  await db
    .insert(ports)
    .values(PORTS.map(([code, name, country, kind]) => ({ code, name, country, kind })))
    .onConflictDoNothing();
  await db
    .insert(units)
    .values(UNITS.map(([code, nameEn, nameZh, nameAr], sort) => ({ code, nameEn, nameZh, nameAr, sort })))
    .onConflictDoNothing();
}
