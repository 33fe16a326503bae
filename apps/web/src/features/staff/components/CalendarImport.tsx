/**
 * Issue 29 on the holiday calendar screen: the import of a CSV file (whole years; the server's 400 names the bad
 * lines and the HTTP client shows it), the office's time zone and the warning when the calendar runs out soon.
 */
import { Alert, App, Button, Tooltip, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CalendarYear } from '@tic/shared';
import { useCalendarChange } from '../api/calendar';

/** "Import a CSV file": reads the chosen file's text and sends it; nothing is uploaded to the file store. */
export function CalendarImportButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { importFile } = useCalendarChange();
  const send = async (file: File) => {
    try {
      const r = await importFile.mutateAsync({ file_name: file.name, content: await file.text() });
      void message.success(t('calendar.imported', { days: r.days, years: r.years.join(', ') }));
    } catch {
      // The HTTP client has shown the server's reason (the bad lines).
    }
  };
  return (
    <Tooltip title={t('calendar.importHint')}>
      <Upload
        accept=".csv,text/csv,.ics,text/calendar"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importFile.isPending} data-testid="calendar-import">
          {t('calendar.importFile')}
        </Button>
      </Upload>
    </Tooltip>
  );
}

/** The warning shown CALENDAR_WARNING_DAYS before the stored calendar ends (the server says when). */
export function CalendarRunsOut({ year }: { year: CalendarYear | undefined }) {
  const { t } = useTranslation();
  if (!year?.runs_out_soon) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="page-card"
      message={year.ends_on ? t('calendar.runsOut', { date: year.ends_on }) : t('calendar.empty_calendar')}
      data-testid="calendar-runs-out"
    />
  );
}
