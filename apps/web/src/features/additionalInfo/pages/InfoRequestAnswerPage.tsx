import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Input, List, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, INFO_ANSWER_MAX, INFO_ITEM_MAX_FILES, answerInfoRequestSchema, issueMessage, type InfoRequest } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { ResumableUploader } from '../../../components/attachments/ResumableUploader';
import type { StoredUpload } from '../../../components/attachments/resumableUpload';
import { formatSize } from '../../../components/attachments/attachmentRules';
import { isApiError } from '../../../lib/http';
import { currentLang } from '../../../lib/i18n';
import { useAnswerInfoRequest, useInfoRequest } from '../api';

type Draft = Record<number, { answer: string; files: StoredUpload[] }>;

/** internationalProduct/myApplication/NBAdditionalInfo/{id}: answer each item with text and files (resumable uploads). */
export default function InfoRequestAnswerPage() {
  const { t } = useTranslation();
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const request = useInfoRequest(id);
  if (id === null || request.isError || !request.data)
    return (
      <div className="page" data-testid="info-answer-page">
        {request.isLoading ? <Spin /> : <Result status="404" title={t('error.404')} />}
      </div>
    );
  return <AnswerForm key={request.data.id} request={request.data} />;
}

function AnswerForm({ request }: { request: InfoRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerInfoRequest(request.id);
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(request.items.map((i) => [i.id, { answer: '', files: [] }])));
  // Documents a guest uploaded for a question go with the answer unless the applicant unticks them.
  const [guestFiles, setGuestFiles] = useState<Record<number, number[]>>(() =>
    Object.fromEntries(request.items.map((i) => [i.id, i.guest_files.map((f) => f.id)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const open = request.status === 'open';
  const set = (itemId: number, p: Partial<Draft[number]>) => setDraft((d) => ({ ...d, [itemId]: { ...d[itemId]!, ...p } }));

  const submit = () => {
    setProblem(null);
    const body = {
      version: request.version,
      items: request.items.map((i) => ({
        id: i.id,
        answer: draft[i.id]!.answer,
        file_ids: [...(guestFiles[i.id] ?? []), ...draft[i.id]!.files.map((f) => f.id)],
      })),
    };
    // The same rule as the server's (packages/shared), checked before sending.
    const parsed = answerInfoRequestSchema.safeParse(body);
    if (!parsed.success) return setProblem(issueMessage(parsed.error.issues[0]!, currentLang()));
    answer.mutate(parsed.data, {
      onError: (e) => setProblem(isApiError(e) && e.status === 409 ? t('additionalInfo.stale') : isApiError(e) ? e.msg : String(e)),
    });
  };

  return (
    <div className="page" data-testid="info-answer-page">
      <PageHeader
        title={t('additionalInfo.answerTitle', { no: request.rfc_no ?? request.application_id })}
        subtitle={`${request.application_title} · ${t('additionalInfo.due', { date: request.due_date })}`}
      />
      {answer.isSuccess && <Alert type="success" showIcon className="form-alert" title={t('additionalInfo.submitted')} data-testid="info-answer-sent" />}
      {!open && !answer.isSuccess && (
        <Alert
          type="info"
          showIcon
          className="form-alert"
          data-testid="info-closed-note"
          title={request.status === 'lapsed' ? t('additionalInfo.lapsedNote') : t('additionalInfo.closedNote', { date: request.answered_at ?? '' })}
        />
      )}
      {problem && <Alert type="error" showIcon className="form-alert" title={problem} data-testid="info-answer-problem" />}
      <Space orientation="vertical" size="middle" className="info-items">
        {request.items.map((item, n) => (
          <Card key={item.id} size="small" title={t('additionalInfo.itemLabel', { index: n + 1 })} data-testid="info-item">
            <Typography.Paragraph className="info-question">{item.question}</Typography.Paragraph>
            {open ? (
              <Space orientation="vertical" className="info-answer">
                <Input.TextArea
                  aria-label={t('field.answer')}
                  placeholder={t('additionalInfo.answerPlaceholder')}
                  maxLength={INFO_ANSWER_MAX}
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  value={draft[item.id]!.answer}
                  onChange={(e) => set(item.id, { answer: e.target.value })}
                  data-testid="info-answer-text"
                />
                <ResumableUploader
                  form="nb"
                  existing={draft[item.id]!.files.length + (guestFiles[item.id]?.length ?? 0)}
                  onUploaded={(f) => set(item.id, { files: [...draft[item.id]!.files, f] })}
                  testId={`info-upload-${n + 1}`}
                />
                {item.guest_files.length > 0 && (
                  <div className="info-guest-files" data-testid="info-guest-files">
                    <Typography.Text type="secondary">{t('guest.web.fromGuestHint')}</Typography.Text>
                    {item.guest_files.map((f) => (
                      <div key={f.id} data-testid="info-guest-file">
                        <Checkbox
                          checked={guestFiles[item.id]?.includes(f.id) ?? false}
                          onChange={(e) =>
                            setGuestFiles((g) => ({
                              ...g,
                              [item.id]: e.target.checked ? [...(g[item.id] ?? []), f.id] : (g[item.id] ?? []).filter((x) => x !== f.id),
                            }))
                          }
                        >
                          <Typography.Link href={`${API_FRONTEND}${f.path}`} target="_blank">
                            <bdi dir="auto">{f.name}</bdi>
                          </Typography.Link>{' '}
                          <Typography.Text type="secondary">{t('guest.web.fromGuest', { guest: f.guest ?? '' })}</Typography.Text>
                        </Checkbox>
                      </div>
                    ))}
                  </div>
                )}
                <FileList files={draft[item.id]!.files} max={INFO_ITEM_MAX_FILES} />
              </Space>
            ) : (
              <Space orientation="vertical">
                <Typography.Text strong>{t('field.answer')}</Typography.Text>
                <Typography.Paragraph>{item.answer ?? '—'}</Typography.Paragraph>
                <FileList files={item.files} />
              </Space>
            )}
          </Card>
        ))}
      </Space>
      {open && (
        <div className="form-actions">
          <Button type="primary" loading={answer.isPending} disabled={answer.isSuccess} onClick={submit} data-testid="info-answer-submit">
            {t('additionalInfo.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}

function FileList({ files, max }: { files: { id: number; name: string; size: number; path: string }[]; max?: number }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <List
      size="small"
      header={`${t('additionalInfo.files')}${max ? ` (${files.length}/${max})` : ''}`}
      dataSource={files}
      renderItem={(f) => (
        <List.Item data-testid="info-file">
          <Space size="middle">
            <Typography.Link href={`${API_FRONTEND}${f.path}`} target="_blank">
              {f.name}
            </Typography.Link>
            <Typography.Text type="secondary" className="ltr-value">
              {formatSize(f.size)}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
