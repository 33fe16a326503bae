import { useEffect, useState } from 'react';
import { Cascader } from 'antd';
import type { Area } from '@tic/shared';
import { fetchAreas } from '../api/areas';

interface Option {
  /** The division's code (what the profile stores: province_id, city_id, district_id). */
  value: string;
  id: number;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const toOption = (a: Area): Option => ({ value: a.code, id: a.id, label: a.name, isLeaf: !a.has_children || a.level >= 3 });

/** Province / city / district of China from GET /area/list, loaded level by level. Value: their codes. */
export function AreaCascader({ value, onChange, testId, id }: { value?: string[]; onChange?: (v: string[]) => void; testId?: string; id?: string }) {
  const [options, setOptions] = useState<Option[]>([]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const provinces = (await fetchAreas()).map(toOption);
      // An existing value needs its branch loaded to show its names.
      if (value && value.length === 3) {
        const province = provinces.find((p) => p.value === value[0]);
        if (province) {
          province.children = (await fetchAreas(province.id)).map(toOption);
          const city = province.children.find((c) => c.value === value[1]);
          if (city) city.children = (await fetchAreas(city.id)).map(toOption);
        }
      }
      if (live) setOptions(provinces);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once; later changes come from this control
  }, []);

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    target.children = (await fetchAreas(target.id)).map(toOption);
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<Option>
      id={id}
      options={options}
      loadData={(s) => void loadData(s as Option[])}
      value={value}
      onChange={(v) => onChange?.((v ?? []) as string[])}
      changeOnSelect={false}
      showSearch={false}
      data-testid={testId}
    />
  );
}
