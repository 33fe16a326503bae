import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Tooltip } from 'antd';
import { ColumnWidthOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANG_HEADER, PREVIEW_ZOOM_RATE } from '@tic/shared';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { currentLang, isRtl } from '../../../lib/i18n';
import { nextZoom, type Zoom } from '../lib/zoom';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF shown in the page (the draft certificate, spec: "draft-certificate preview"), drawn by pdf.js: zoom in
 * and out by the spec's preview zoom rate (1.2 a step), fit to the width of the box, page through. The PDF is
 * asked for in the reader's language, with the session cookie like every other call.
 */
export function PdfPreview({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>({ fit: true, scale: 1 });
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const task = getDocument({ url, withCredentials: true, httpHeaders: { [LANG_HEADER]: currentLang() } });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);

  // The box's width, for "fit": followed as the window (or the phone's orientation) changes.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [pdf]);

  useEffect(() => {
    if (!pdf || !canvas.current || width === 0) return;
    let cancelled = false;
    let render: { cancel(): void } | null = null;
    void pdf.getPage(page).then((p) => {
      if (cancelled || !canvas.current) return;
      const natural = p.getViewport({ scale: 1 });
      const scale = zoom.fit ? width / natural.width : zoom.scale;
      if (zoom.fit && zoom.scale !== scale) setZoom({ fit: true, scale });
      const viewport = p.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const c = canvas.current;
      c.width = Math.floor(viewport.width * ratio);
      c.height = Math.floor(viewport.height * ratio);
      c.style.width = `${Math.floor(viewport.width)}px`;
      c.style.height = `${Math.floor(viewport.height)}px`;
      c.dataset.scale = scale.toFixed(4);
      const task = p.render({ canvas: c, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      render = task;
      task.promise.then(
        () => !cancelled && (c.dataset.page = String(page)),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, zoom, width]);

  if (failed) return <Alert type="warning" showIcon message={t('draftPreview.failed')} data-testid="pdf-preview-failed" />;
  const pages = pdf?.numPages ?? 0;
  // Right to left (Arabic), the previous page lies to the right: the arrows point the way they go.
  const [back, forward] = isRtl(currentLang()) ? [<RightOutlined key="b" />, <LeftOutlined key="f" />] : [<LeftOutlined key="b" />, <RightOutlined key="f" />];
  const tool = (title: string, icon: React.ReactNode, onClick: () => void, testId: string, disabled = false) => (
    <Tooltip title={title}>
      <Button icon={icon} onClick={onClick} aria-label={title} disabled={!pdf || disabled} data-testid={testId} />
    </Tooltip>
  );

  return (
    <section className="pdf-preview" aria-label={label} data-testid="pdf-preview">
      <div className="pdf-toolbar" role="toolbar" aria-label={t('draftPreview.toolbar')}>
        <Space wrap size={4}>
          {tool(t('draftPreview.previous'), back, () => setPage((n) => n - 1), 'pdf-prev', page <= 1)}
          <span className="pdf-page" data-testid="pdf-page" aria-live="polite">
            {t('draftPreview.page', { page, pages })}
          </span>
          {tool(t('draftPreview.next'), forward, () => setPage((n) => n + 1), 'pdf-next', page >= pages)}
        </Space>
        <Space wrap size={4}>
          {tool(t('draftPreview.zoomOut'), <ZoomOutOutlined />, () => setZoom((z) => nextZoom(z, 'out', PREVIEW_ZOOM_RATE)), 'pdf-zoom-out')}
          <span className="pdf-zoom" data-testid="pdf-zoom" dir="ltr">
            {Math.round(zoom.scale * 100)}%
          </span>
          {tool(t('draftPreview.zoomIn'), <ZoomInOutlined />, () => setZoom((z) => nextZoom(z, 'in', PREVIEW_ZOOM_RATE)), 'pdf-zoom-in')}
          {tool(t('draftPreview.fit'), <ColumnWidthOutlined />, () => setZoom((z) => ({ fit: true, scale: z.scale })), 'pdf-fit', zoom.fit)}
        </Space>
      </div>
      <div className="pdf-canvas-box" ref={box} tabIndex={0} aria-label={label}>
        {!pdf && <Spin />}
        <canvas ref={canvas} data-testid="pdf-canvas" role="img" aria-label={label} hidden={!pdf} />
      </div>
    </section>
  );
}
