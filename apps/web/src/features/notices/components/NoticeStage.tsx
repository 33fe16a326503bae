import { useDictionary } from '../../reference';

/** The current stage of a notice: a process_step key shown with its dictionary label. */
export function NoticeStage({ stage }: { stage: string | null }) {
  const { data } = useDictionary('process_step');
  if (!stage) return <>—</>;
  return <>{data?.find((e) => e.dicKey === stage)?.dicValue ?? stage}</>;
}
