import { useTranslation } from 'react-i18next';
import { PlainTag, type PlainTagColor } from '../../../components/plain/PlainTag';
import { useDictionary, type DictionarySlug } from '../../reference';

const SECTIONS: Array<{ slug: DictionarySlug; titleKey: string; color: PlainTagColor }> = [
  { slug: 'client_apply_status', titleKey: 'workbench.applicationStatus', color: 'blue' },
  { slug: 'payment_status', titleKey: 'workbench.paymentStatus', color: 'gold' },
  { slug: 'application_stage', titleKey: 'workbench.applicationStage', color: 'purple' },
  { slug: 'process_step', titleKey: 'workbench.processStep', color: 'cyan' },
];

/** One dictionary as a card: a table of terms and meanings, or the ordered steps (plain elements, issue 16). */
function GlossaryTable({ slug, titleKey, color }: (typeof SECTIONS)[number]) {
  const { t } = useTranslation();
  const { data, isPending } = useDictionary(slug);
  const entries = data ?? [];
  // A dictionary without explanations (the process steps) reads better as the ordered sequence it is.
  const termsOnly = entries.length > 0 && entries.every((e) => !e.remark);
  const titleId = `wb-glossary-${slug}`;
  return (
    <section className="wb-glossary-card" aria-labelledby={titleId} aria-busy={isPending} data-testid={`glossary-${slug}`}>
      <h3 id={titleId} className="wb-glossary-card-title">
        {t(titleKey)}
      </h3>
      <div className="wb-glossary-card-body">
        {isPending ? null : termsOnly ? (
          <ol className="wb-steps">
            {entries.map((e, i) => (
              <li key={e.dicKey}>
                <span className="wb-step-no">{i + 1}</span>
                <PlainTag color={color}>{e.dicValue}</PlainTag>
              </li>
            ))}
          </ol>
        ) : entries.length === 0 ? (
          <p className="wb-glossary-empty">{t('workbench.glossaryEmpty')}</p>
        ) : (
          <table className="wb-glossary-table">
            <thead>
              <tr>
                <th scope="col" className="wb-glossary-term">
                  {t('workbench.term')}
                </th>
                <th scope="col">{t('workbench.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.dicKey}>
                  <td>
                    <PlainTag color={color}>{e.dicValue}</PlainTag>
                  </td>
                  <td>{e.remark ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

/** The glossary of the workbench: what each status, payment state, stage and step means. */
export function Glossary() {
  const { t } = useTranslation();
  return (
    <section className="wb-section" aria-labelledby="wb-glossary">
      <h2 id="wb-glossary" className="wb-section-title">
        {t('workbench.glossary')}
        <span className="wb-section-desc">{t('workbench.glossaryDesc')}</span>
      </h2>
      <div className="wb-glossary">
        {SECTIONS.map((s) => (
          <GlossaryTable key={s.slug} {...s} />
        ))}
      </div>
    </section>
  );
}
