import { Card, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_DECLARATIONS, formsOfArea, megabytes } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useDictionary } from '../../reference';
import { FORM_SCREENS, routeTitleKey, useArea } from '../lib/areas';
import { useLocation } from 'react-router';

/**
 * An area's fillInApplication / selectType / NBSelectType: its application types, each with what it is
 * for and what the form needs (from the form's declaration: upload limits), opening the form with the type.
 */
export default function AreaChooserPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const area = useArea();
  const path = useLocation().pathname;
  const names = useDictionary('rfc').data ?? [];
  const forms = formsOfArea(area);
  return (
    <div className="page" data-testid="area-chooser">
      <PageHeader title={t(routeTitleKey(path))} />
      <div className="select-type-grid">
        {forms.flatMap((form) =>
          FORM_DECLARATIONS[form].types.map(({ code }) => {
            const limits = FORM_DECLARATIONS[form].limits;
            const desc = `forms.${form}.type.${code}`;
            return (
              <Card
                key={code}
                hoverable
                className="select-type-card"
                onClick={() => navigate(`${FORM_SCREENS[form]}?type=${code}`)}
                data-testid={`choose-type-${code}`}
              >
                <Card.Meta title={names.find((n) => n.dicKey === code)?.dicValue ?? code} description={i18n.exists(desc) ? t(desc) : undefined} />
                <div className="select-type-needs">
                  <Tag>{t('appUi.chooser.files', { max: limits.maxFiles, size: megabytes(limits.maxBytes) })}</Tag>
                </div>
              </Card>
            );
          }),
        )}
      </div>
    </div>
  );
}
