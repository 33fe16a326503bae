import type { ContentDetail, ContentEdit, ContentItem, ContentKind, ContentVersion, Locale, Page } from '@tic/shared';
import { TERMS_SLUG } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { pick } from '../../platform/i18n.js';
import { filesByIds, toAttachment } from '../files/service.js';
import { contentRepo } from './repo.js';

type Joined = NonNullable<Awaited<ReturnType<typeof contentRepo.find>>>;
type Attachments = Awaited<ReturnType<typeof contentRepo.attachmentsOf>>;
/** What an edit carries; policies, public files and the terms each fill the part that applies to them. */
export interface EditBody {
  title_zh: string;
  title_en: string;
  title_ar: string;
  summary_zh?: string;
  summary_en?: string;
  summary_ar?: string;
  body_zh?: string;
  body_en?: string;
  body_ar?: string;
  country_code?: string;
  category?: string;
  attachment_ids?: number[];
  status?: number;
  change_note?: string;
}

function toItem(r: Joined, attachments: Attachments, locale: Locale): ContentItem {
  const v = r.ver;
  return {
    id: r.doc.id,
    kind: r.doc.kind,
    title: pick(locale, v.titleZh, v.titleEn, v.titleAr),
    summary: pick(locale, v.summaryZh, v.summaryEn, v.summaryAr),
    category: r.doc.category,
    country_code: r.doc.countryCode,
    country_name: r.country?.en ? pick(locale, r.country.zh, r.country.en, r.country.ar) : null,
    version: r.doc.currentVersion,
    status: r.doc.status,
    published_at: r.doc.publishedAt.toISOString(),
    updated_at: r.doc.updatedAt.toISOString(),
    attachments: (attachments.get(r.doc.id) ?? []).map(toAttachment),
  };
}

export async function listContent(
  db: Db,
  kind: ContentKind,
  q: { keyword?: string; country?: string; category?: string; current_page: number; per_page: number },
  locale: Locale,
  staff: boolean,
): Promise<Page<ContentItem>> {
  const { rows, total } = await contentRepo.list(db, { kind, ...q, includeWithdrawn: staff, ...pageWindow(q) });
  const attachments = await contentRepo.attachmentsOf(
    db,
    rows.map((r) => r.doc.id),
  );
  return pageOf(
    rows.map((r) => toItem(r, attachments, locale)),
    total,
    q,
  );
}

/** One document in the request language; another kind's id, or a withdrawn one for a customer, is not found. */
export async function contentDetail(db: Db, kind: ContentKind, id: number, locale: Locale, staff: boolean): Promise<ContentDetail> {
  const r = await contentRepo.find(db, id);
  if (!r || r.doc.kind !== kind || (r.doc.status !== 1 && !staff)) throw notFound();
  const item = toItem(r, await contentRepo.attachmentsOf(db, [id]), locale);
  return { ...item, body: pick(locale, r.ver.bodyZh, r.ver.bodyEn, r.ver.bodyAr) };
}

export async function termsDetail(db: Db, locale: Locale): Promise<ContentDetail> {
  const doc = await contentRepo.findBySlug(db, TERMS_SLUG);
  if (!doc) throw notFound();
  return contentDetail(db, 'terms', doc.id, locale, false);
}

async function checkAttachments(db: Db, ids: number[]) {
  const found = await filesByIds(db, ids);
  if (found.length !== new Set(ids).size) throw badRequest('validation.attachmentUnknown');
}

const versionColumns = (b: EditBody) => ({
  titleZh: b.title_zh,
  titleEn: b.title_en,
  titleAr: b.title_ar,
  summaryZh: b.summary_zh ?? null,
  summaryEn: b.summary_en ?? null,
  summaryAr: b.summary_ar ?? null,
  bodyZh: b.body_zh ?? null,
  bodyEn: b.body_en ?? null,
  bodyAr: b.body_ar ?? null,
  changeNote: b.change_note ?? null,
});

/** A new document at version 1. */
export async function createContent(db: Db, kind: ContentKind, body: EditBody, userId: number) {
  const ids = body.attachment_ids ?? [];
  await checkAttachments(db, ids);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const doc = await contentRepo.insertDocument(tx, {
      kind,
      countryCode: body.country_code ?? null,
      category: body.category ?? null,
      status: body.status ?? 1,
      currentVersion: 1,
    });
    await contentRepo.insertVersion(tx, { documentId: doc.id, version: 1, editedBy: userId, ...versionColumns(body) });
    await contentRepo.setAttachments(tx, doc.id, ids);
    return { id: doc.id, version: 1 };
  });
}

/**
 * Publishes a new version. The edit names the version it was read at: when another editor published
 * meanwhile it is refused with 409 and nothing is written. Earlier versions stay in the history.
 */
export async function updateContent(db: Db, kind: ContentKind, id: number, body: EditBody & { version: number }, userId: number) {
  const ids = body.attachment_ids;
  if (ids) await checkAttachments(db, ids);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const existing = await contentRepo.find(tx, id);
    if (!existing || existing.doc.kind !== kind) throw notFound();
    if (existing.doc.currentVersion !== body.version) throw conflict();
    const next = body.version + 1;
    const moved = await contentRepo.advance(tx, id, body.version, {
      currentVersion: next,
      ...(kind !== 'terms' && { countryCode: body.country_code ?? null, category: body.category ?? null, status: body.status ?? 1 }),
    });
    if (!moved) throw conflict();
    await contentRepo.insertVersion(tx, { documentId: id, version: next, editedBy: userId, ...versionColumns(body) });
    if (ids) await contentRepo.setAttachments(tx, id, ids);
    return { id, version: next };
  });
}

/** Staff: the current version in every language, to edit. */
export async function contentForEdit(db: Db, id: number): Promise<ContentEdit> {
  const r = await contentRepo.find(db, id);
  if (!r) throw notFound();
  const v = r.ver;
  return {
    id,
    kind: r.doc.kind,
    category: r.doc.category,
    country_code: r.doc.countryCode,
    status: r.doc.status,
    version: r.doc.currentVersion,
    title_zh: v.titleZh,
    title_en: v.titleEn,
    title_ar: v.titleAr,
    summary_zh: v.summaryZh,
    summary_en: v.summaryEn,
    summary_ar: v.summaryAr,
    body_zh: v.bodyZh,
    body_en: v.bodyEn,
    body_ar: v.bodyAr,
    attachments: ((await contentRepo.attachmentsOf(db, [id])).get(id) ?? []).map(toAttachment),
  };
}

/** Staff: every version, newest first, in the request language. */
export async function contentVersions(db: Db, id: number, locale: Locale): Promise<ContentVersion[]> {
  if (!(await contentRepo.find(db, id))) throw notFound();
  return (await contentRepo.versions(db, id)).map(({ ver: v, editor }) => ({
    version: v.version,
    title: pick(locale, v.titleZh, v.titleEn, v.titleAr),
    change_note: v.changeNote,
    edited_by: editor,
    created_at: v.createdAt.toISOString(),
    body: pick(locale, v.bodyZh, v.bodyEn, v.bodyAr),
  }));
}
