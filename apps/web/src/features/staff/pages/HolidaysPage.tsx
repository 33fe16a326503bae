import { App, Button, DatePicker, Form, Input, Popconfirm, Result, Select, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import {
  CALENDAR_NAME_MAX,
  CALENDAR_YEAR_MAX,
  CALENDAR_YEAR_MIN,
  calendarConflict,
  calendarEntryBody,
  HOLIDAY_KINDS,
  issueMessage,
  type CalendarYear,
  type HolidayKind,
} from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { currentLang } from '../../../lib/i18n';
import { useCalendarChange, useCalendarYear } from '../api/calendar';
import { CalendarImportButton, CalendarRunsOut } from '../components/CalendarImport';
import { when } from '../lib/format';

type Day = CalendarYear['days'][number];
type Values = { date?: Dayjs | null; kind?: HolidayKind; name?: string };

const KIND_COLOR: Record<HolidayKind, string> = { holiday: 'red', workday: 'blue' };

/** The day of the week of a calendar date, in the page's language. */
const weekday = (date: string) =>
  new Intl.DateTimeFormat(currentLang() === 'zh_CN' ? 'zh-CN' : currentLang(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The holiday calendar of the service-level clock (issue 14; administrators): one year's public holidays and
 * make-up working days; add a day with its name, remove one. The same rules as the server (packages/shared
 * calendarEntryBody, calendarConflict) are checked before sending. Changes apply to due dates computed afterwards.
 */
export default function HolidaysPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const year = Math.min(CALENDAR_YEAR_MAX, Math.max(CALENDAR_YEAR_MIN, Number(search.get('year')) || thisYear));
  const list = useCalendarYear(year);
  const change = useCalendarChange();
  const [form] = Form.useForm<Values>();
  const days = list.data?.days ?? [];

  const add = async (values: Values) => {
    const body = { date: values.date ? values.date.format('YYYY-MM-DD') : '', kind: values.kind ?? 'holiday', name: values.name ?? '' };
    const parsed = calendarEntryBody.safeParse(body);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path[0] as keyof Values, errors: [issueMessage({ ...i, path: [] } as never, currentLang())] })));
      return;
    }
    const conflict = calendarConflict(days, parsed.data);
    if (conflict) {
      form.setFields([{ name: 'date', errors: [t(conflict.reason)] }]);
      return;
    }
    try {
      await change.add.mutateAsync(parsed.data);
      void message.success(t('calendar.added', { date: parsed.data.date }));
      form.resetFields(['date', 'name']);
      if (Number(parsed.data.date.slice(0, 4)) !== year) setSearch({ year: parsed.data.date.slice(0, 4) });
    } catch {
      // The HTTP client has shown the server's reason (a colleague added the date first: 409).
    }
  };
  const remove = async (d: Day) => {
    try {
      await change.remove.mutateAsync(d.date);
      void message.success(t('calendar.removed', { date: d.date }));
    } catch {
      // Shown by the HTTP client; the year is read again.
    }
  };

  if (list.isError)
    return (list.error as { status?: number } | null)?.status === 403 ? (
      <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
    ) : (
      <Result status="warning" title={t('common.pageLoadFailed')} />
    );

  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, year])].sort((a, b) => a - b);
  return (
    <div className="page" data-testid="staff-holidays">
      <PageHeader title={t('route.staff_holidays')} subtitle={t('calendar.intro')} />
      <CalendarRunsOut year={list.data} />
      <div className="page-card">
        <Form<Values>
          form={form}
          layout="vertical"
          className="list-filters staff-calendar-form"
          initialValues={{ kind: 'holiday' }}
          onFinish={add}
          onValuesChange={(changed: Values) => form.setFields(Object.keys(changed).map((k) => ({ name: k as keyof Values, errors: [] })))}
          data-testid="calendar-form"
        >
          <Form.Item name="date" label={t('calendar.date')} htmlFor="calendar-date">
            <DatePicker id="calendar-date" format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="kind" label={t('calendar.kind')}>
            <Select aria-label={t('calendar.kind')} options={HOLIDAY_KINDS.map((k) => ({ value: k, label: t(`calendar.${k}`) }))} data-testid="calendar-kind" />
          </Form.Item>
          <Form.Item name="name" label={t('calendar.name')} htmlFor="calendar-name">
            <Input id="calendar-name" maxLength={CALENDAR_NAME_MAX} dir="auto" />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={change.add.isPending} data-testid="calendar-add">
              {t('calendar.add')}
            </Button>
          </Form.Item>
        </Form>
      </div>
      <div className="page-card">
        <div className="staff-calendar-bar">
          <label htmlFor="calendar-year">{t('calendar.year')}</label>
          <Select
            id="calendar-year"
            value={year}
            onChange={(y: number) => setSearch({ year: String(y) })}
            options={years.map((y) => ({ value: y, label: String(y) }))}
            style={{ width: 110 }}
            data-testid="calendar-year"
          />
          <span className="staff-muted">
            {t('calendar.counts', {
              holidays: t('calendar.holidayCount', { count: days.filter((d) => d.kind === 'holiday').length }),
              workdays: t('calendar.workdayCount', { count: days.filter((d) => d.kind === 'workday').length }),
            })}
          </span>
          {list.data && (
            <span className="staff-muted" data-testid="calendar-zone">
              {t('calendar.timeZone', { zone: list.data.time_zone })}
            </span>
          )}
          <CalendarImportButton />
        </div>
        <Table<Day>
          rowKey="date"
          loading={list.isFetching}
          dataSource={days}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('calendar.empty', { year }) }}
          data-testid="calendar-table"
          onRow={(r) => ({ 'data-testid': `calendar-row-${r.date}` }) as never}
          columns={[
            { title: t('calendar.date'), dataIndex: 'date', width: 120, render: (v: string) => <span dir="ltr">{v}</span> },
            { title: t('calendar.weekday'), key: 'weekday', width: 110, render: (_: unknown, r) => weekday(r.date) },
            { title: t('calendar.kind'), dataIndex: 'kind', width: 160, render: (v: HolidayKind) => <Tag color={KIND_COLOR[v]}>{t(`calendar.${v}`)}</Tag> },
            { title: t('calendar.name'), dataIndex: 'name', render: (v: string) => <span dir="auto">{v}</span> },
            {
              title: t('calendar.addedBy'),
              key: 'by',
              width: 170,
              render: (_: unknown, r) => (
                <span className="staff-muted">
                  {r.created_by ?? '—'} <span dir="ltr">{when(r.created_at)}</span>
                </span>
              ),
            },
            {
              title: t('staff.col.actions'),
              key: 'actions',
              width: 100,
              render: (_: unknown, r) => (
                <Popconfirm
                  title={t('calendar.removeTitle', { date: r.date, name: r.name })}
                  description={t('calendar.removeHint')}
                  okText={t('calendar.remove')}
                  cancelText={t('channelReview.cancel')}
                  onConfirm={() => remove(r)}
                >
                  <Button size="small" danger data-testid={`calendar-remove-${r.date}`}>
                    {t('calendar.remove')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
