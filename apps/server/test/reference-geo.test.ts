import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, lang = 'en') => ctx.app.inject({ method: 'GET', url: `/frontend/v1${url}`, headers: { langId: lang } });

describe('GET /country', () => {
  it('answers every ISO 3166 country on one page of 999, with id, code, name and remarks', async () => {
    const res = await get('/country?per_page=999&current_page=1');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(249);
    expect(page.data).toHaveLength(page.total);
    expect(page).toMatchObject({ current_page: 1, per_page: 999, last_page: 1 });
    const cn = page.data.find((c: { code: string }) => c.code === 'CN');
    expect(cn).toEqual({
      id: expect.any(Number),
      code: 'CN',
      alpha3: 'CHN',
      name: 'China',
      name_en: 'China',
      remarks: "People's Republic of China",
      parent_id: null,
    });
    for (const code of ['KE', 'SA', 'IQ', 'NG', 'AE', 'DE', 'US', 'BR'])
      expect(
        page.data.some((c: { code: string }) => c.code === code),
        code,
      ).toBe(true);
  });

  it('names countries in the request language', async () => {
    const zh = (await get('/country?name=KE', 'zh_CN')).json().data.data;
    expect(zh.find((c: { code: string }) => c.code === 'KE').name).toBe('肯尼亚');
    const ar = (await get('/country?name=Saudi', 'ar')).json().data.data;
    expect(ar).toHaveLength(1);
    expect(ar[0]).toMatchObject({ code: 'SA', name: 'السعودية', name_en: 'Saudi Arabia' });
  });

  it('pages and filters by name in any language', async () => {
    const p2 = (await get('/country?per_page=50&current_page=2')).json().data;
    expect(p2.data).toHaveLength(50);
    expect(p2.last_page).toBe(Math.ceil(p2.total / 50));
    expect((await get('/country?name=' + encodeURIComponent('伊拉克'))).json().data.data.map((c: { code: string }) => c.code)).toEqual(['IQ']);
    expect((await get('/country?name=Great%20Britain')).json().data.data.map((c: { code: string }) => c.code)).toEqual(['GB']);
    // parent_id: countries are the roots; nothing hangs under a country here.
    expect((await get('/country?parent_id=1')).json().data.total).toBe(0);
  });

  it('refuses a page bigger than 999 with a message in the request language', async () => {
    const res = await get('/country?per_page=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(['At most 999 rows per page']);
    expect((await get('/country?per_page=1000', 'zh_CN')).json().data).toEqual(['每页最多 999 条']);
    expect((await get('/country?current_page=abc')).statusCode).toBe(400);
  });

  it('GET /common/getCountrysList answers every country (shared code 110200), sorted by name', async () => {
    const body = (await get('/common/getCountrysList', 'en')).json();
    expect(body.code).toBe(110200);
    expect(body.data.length).toBeGreaterThanOrEqual(249);
    expect(body.data[0].name).toBe('Afghanistan');
    const zh = (await get('/common/getCountrysList', 'zh_CN')).json().data;
    // Pinyin order: 阿富汗 (a) comes before 中国 (z).
    expect(zh.findIndex((c: { code: string }) => c.code === 'AF')).toBeLessThan(zh.findIndex((c: { code: string }) => c.code === 'CN'));
  });
});

describe('GET /country/zone', () => {
  it('answers the calling code of every numbering plan, +86 first, with label and labelen', async () => {
    const zones = (await get('/country/zone', 'zh_CN')).json().data;
    expect(zones.length).toBeGreaterThanOrEqual(240);
    expect(zones[0]).toEqual({ zone_code: '+86', label: '中国', labelen: 'China', country_code: 'CN' });
    const byCountry = Object.fromEntries(zones.map((z: { country_code: string; zone_code: string }) => [z.country_code, z.zone_code]));
    expect(byCountry).toMatchObject({ KE: '+254', SA: '+966', IQ: '+964', NG: '+234', AE: '+971', US: '+1', GB: '+44', HK: '+852' });
    const ar = (await get('/country/zone', 'ar')).json().data;
    expect(ar.find((z: { country_code: string }) => z.country_code === 'AE')).toEqual({
      zone_code: '+971',
      label: 'الإمارات العربية المتحدة',
      labelen: 'United Arab Emirates',
      country_code: 'AE',
    });
  });
});

describe('GET /area/list (the CN cascader)', () => {
  it('gives provinces, then the cities of a province, then the districts of a city', async () => {
    const provinces = (await get('/area/list?level=1', 'zh_CN')).json().data;
    expect(provinces.length).toBe(34);
    const gd = provinces.find((p: { name: string }) => p.name === '广东省');
    expect(gd).toEqual({ id: 440000, code: '440000', name: '广东省', level: 1, parent_id: null, has_children: true });
    const cities = (await get(`/area/list?level=2&parentId=${gd.id}`, 'zh_CN')).json().data;
    const sz = cities.find((c: { name: string }) => c.name === '深圳市');
    expect(sz).toMatchObject({ id: 440300, level: 2, parent_id: 440000, has_children: true });
    const districts = (await get(`/area/list?level=3&parentId=${sz.id}`, 'zh_CN')).json().data;
    expect(districts.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['南山区', '福田区', '罗湖区', '宝安区']));
    expect(districts.every((d: { level: number; has_children: boolean }) => d.level === 3 && !d.has_children)).toBe(true);
  });

  it('gives the municipalities a city level of their own name, so every address has three levels', async () => {
    const cities = (await get('/area/list?parentId=110000', 'zh_CN')).json().data;
    expect(cities).toEqual([{ id: 110100, code: '110100', name: '北京市', level: 2, parent_id: 110000, has_children: true }]);
    const districts = (await get('/area/list?parentId=110100', 'zh_CN')).json().data;
    expect(districts.map((d: { name: string }) => d.name)).toContain('朝阳区');
  });

  it('names the areas in Pinyin with an English suffix for English and Arabic readers (issue 16)', async () => {
    for (const lang of ['en', 'ar']) {
      const provinces = (await get('/area/list?level=1', lang)).json().data;
      expect(provinces.find((p: { id: number }) => p.id === 440000).name).toBe('Guangdong Province');
      expect(provinces.find((p: { id: number }) => p.id === 450000).name).toBe('Guangxi Zhuang Autonomous Region');
      expect(provinces.every((p: { name: string }) => !/[\u4e00-\u9fff]/.test(p.name))).toBe(true);
      const districts = (await get('/area/list?level=3&parentId=440300', lang)).json().data;
      expect(districts.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['Nanshan District', 'Futian District']));
    }
  });

  it('filters by name and refuses a level outside 1-3', async () => {
    expect((await get('/area/list?level=2&name=' + encodeURIComponent('苏州'))).json().data.map((a: { id: number }) => a.id)).toEqual([320500]);
    const bad = await get('/area/list?level=4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0]).toBe('Level must be 1 (province), 2 (city) or 3 (district)');
  });
});

describe('GET /common/optAddress', () => {
  const read = async (address: string, lang = 'zh_CN') => {
    const body = (await get(`/common/optAddress?address=${encodeURIComponent(address)}`, lang)).json();
    expect(body.code).toBe(110200);
    return body.data;
  };

  it('splits a Chinese address down to the district', async () => {
    expect(await read('广东省深圳市南山区科技园南区18号')).toEqual({
      country: { id: expect.any(Number), code: 'CN', name: '中国' },
      province: { id: 440000, code: '440000', name: '广东省' },
      city: { id: 440300, code: '440300', name: '深圳市' },
      district: { id: 440305, code: '440305', name: '南山区' },
      detail: '科技园南区18号',
    });
  });

  it('reads short names, municipalities, a leading country and a missing province', async () => {
    expect(await read('中国 浙江杭州西湖区文三路 90 号')).toMatchObject({
      province: { name: '浙江省' },
      city: { name: '杭州市' },
      district: { name: '西湖区' },
      detail: '文三路 90 号',
    });
    expect(await read('上海市浦东新区世纪大道100号')).toMatchObject({
      province: { id: 310000 },
      city: { id: 310100 },
      district: { name: '浦东新区' },
      detail: '世纪大道100号',
    });
    expect(await read('苏州市工业园区星湖街328号')).toMatchObject({
      country: { code: 'CN' },
      province: { name: '江苏省' },
      city: { name: '苏州市' },
      detail: '工业园区星湖街328号',
    });
  });

  it('names the country of a foreign address in the request language and keeps the rest', async () => {
    expect(await read('Plot 12, Mombasa Road, Nairobi, Kenya', 'en')).toMatchObject({
      country: { code: 'KE', name: 'Kenya' },
      province: null,
      district: null,
      detail: 'Plot 12, Mombasa Road, Nairobi',
    });
    expect(await read('Jebel Ali Free Zone, Dubai, UAE', 'ar')).toMatchObject({ country: { code: 'AE', name: 'الإمارات العربية المتحدة' } });
    expect((await read('Somewhere without a country', 'en')).country).toBeNull();
  });

  it('needs an address', async () => {
    const res = await get('/common/optAddress?address=');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(['Address is required']);
  });
});
