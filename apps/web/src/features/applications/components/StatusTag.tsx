import { Tag } from 'antd';
import { useDictionary } from '../../reference';

const COLORS: Record<string, string> = {
  draft: 'default',
  pending_acceptance: 'blue',
  returned: 'orange',
  processing: 'cyan',
  issued: 'green',
  cancelled: 'default',
};

/** An application status or payment status, named by its dictionary (the workbench glossary explains them). */
export function StatusTag({ value, slug = 'client_apply_status' }: { value: string | null; slug?: 'client_apply_status' | 'payment_status' }) {
  const entries = useDictionary(slug).data ?? [];
  if (!value) return null;
  return <Tag color={COLORS[value] ?? 'gold'}>{entries.find((e) => e.dicKey === value)?.dicValue ?? value}</Tag>;
}
