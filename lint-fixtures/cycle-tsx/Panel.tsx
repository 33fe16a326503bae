import { usePanel } from './usePanel';

export function Panel({ title }: { title: string }) {
  return <section>{usePanel(title)}</section>;
}
