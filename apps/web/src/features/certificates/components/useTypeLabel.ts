import { useDictionary } from '../../reference';

/** Names an application / certificate type code (kenya_pvoc ...) by the rfc dictionary in the UI language. */
export function useTypeLabel() {
  const types = useDictionary('rfc').data ?? [];
  return (code: string) => types.find((e) => e.dicKey === code)?.dicValue ?? code;
}
