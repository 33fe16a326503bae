import { TERMS_SLUG } from '@tic/shared';
import type { Db } from '../client.js';
import { contentDocuments, contentVersions } from '../schema/index.js';
import { SEED_POLICIES } from './policies.js';
import { TERMS_V1 } from './terms.js';

/**
 * The general conditions of service and the seeded guidance documents, each created once (by slug):
 * later versions are published by staff and never overwritten by a restart.
 */
export async function seedContent(db: Db) {
  const docs = [
    {
      slug: TERMS_SLUG,
      kind: 'terms',
      countryCode: null,
      category: null,
      version: {
        titleZh: TERMS_V1.title_zh,
        titleEn: TERMS_V1.title_en,
        titleAr: TERMS_V1.title_ar,
        bodyZh: TERMS_V1.body_zh,
        bodyEn: TERMS_V1.body_en,
        bodyAr: TERMS_V1.body_ar,
      },
    },
    ...SEED_POLICIES.map((p) => ({
      slug: p.slug,
      kind: 'policy',
      countryCode: p.country,
      category: p.category,
      version: {
        titleZh: p.title[0],
        titleEn: p.title[1],
        titleAr: p.title[2],
        summaryZh: p.summary[0],
        summaryEn: p.summary[1],
        summaryAr: p.summary[2],
        bodyZh: p.body[0],
        bodyEn: p.body[1],
        bodyAr: p.body[2],
      },
    })),
  ];
  for (const d of docs) {
    await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(contentDocuments)
        .values({ slug: d.slug, kind: d.kind, countryCode: d.countryCode, category: d.category, currentVersion: 1 })
        .onConflictDoNothing()
        .returning();
      if (doc) await tx.insert(contentVersions).values({ documentId: doc.id, version: 1, ...d.version });
    });
  }
}
