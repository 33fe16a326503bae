import { formatMoney, formatMoneyList } from '@tic/shared';
import { useTranslation } from 'react-i18next';

/** An amount with its currency in the reader's language (the shared formatter); kept left-to-right inside Arabic text. */
export function Money({ amount, currency }: { amount: string | null | undefined; currency: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (amount === null || amount === undefined || !currency) return <span>-</span>;
  return (
    <bdi dir="ltr" className="money">
      {formatMoney(amount, currency, i18n.language)}
    </bdi>
  );
}

export const moneyList = (items: { amount: string; currency: string }[], lang: string) => formatMoneyList(items, lang);
