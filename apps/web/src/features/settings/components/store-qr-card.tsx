import type { Store } from '@mbo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Copy, Download, Icon, Share2 } from '@/components/icons';
import { saveFile } from '@/lib/save-file';
import { drawQr, loadPicture, posterPng } from '../qr-image';

/** Pixels the code is drawn at; the screen shows it smaller, so it stays sharp on dense displays. */
const DRAW_SIZE = 640;

/** The QR code of the store's link with its name and logo, the link as text, and copy, share and download. */
export function StoreQrCard({ store, link }: { store: Store; link: string }) {
  const { t } = useTranslation(['settings']);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [logo, setLogo] = useState<HTMLImageElement | null>(null);
  const [notice, setNotice] = useState<string>();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    let live = true;
    void (async () => {
      const picture = await loadPicture(store.logo?.url);
      if (!live || !canvas.current) return;
      await drawQr(canvas.current, link, DRAW_SIZE, picture);
      if (!live) return;
      setLogo(picture);
      setDrawn(true);
    })();
    return () => {
      live = false;
    };
  }, [link, store.logo?.url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNotice(t('settings:qr.copied'));
    } catch {
      setNotice(t('settings:qr.copyFailed'));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: store.name, text: t('settings:qr.shareText', { name: store.name }), url: link });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  const download = async () => {
    const png = await posterPng(link, store.name, t('settings:qr.scanHint'), logo);
    saveFile(png, `${store.slug}-qr.png`);
  };

  return (
    <div className="flex flex-col items-center gap-5">
      <div className="flex w-full flex-col items-center gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-center text-lg font-semibold text-slate-900" data-testid="qr-store-name">
          {store.name}
        </p>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('settings:qr.codeLabel', { name: store.name })}
          data-testid="qr-canvas"
          data-drawn={drawn ? 'true' : undefined}
          className="aspect-square w-full max-w-64"
        />
        <p className="text-center text-xs text-slate-600">{t('settings:qr.scanHint')}</p>
      </div>
      <div className="w-full">
        <p className="mb-1 text-sm font-medium text-slate-800">{t('settings:qr.link')}</p>
        <p
          className="select-all break-all rounded-xl bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-900 ring-1 ring-inset ring-slate-200"
          data-testid="qr-link"
        >
          {link}
        </p>
        <p role="status" className="mt-1 min-h-5 text-xs text-green-800" data-testid="qr-notice">
          {notice}
        </p>
      </div>
      <div className={`grid w-full gap-2 ${canShare ? 'grid-cols-2' : 'grid-cols-1'}`}>
        <Button
          variant="secondary"
          onClick={() => void copy()}
          icon={<Icon icon={Copy} className="h-5 w-5" />}
          data-testid="qr-copy"
        >
          {t('settings:qr.copy')}
        </Button>
        {canShare && (
          <Button
            variant="secondary"
            onClick={() => void share()}
            icon={<Icon icon={Share2} className="h-5 w-5" />}
            data-testid="qr-share"
          >
            {t('settings:qr.share')}
          </Button>
        )}
      </div>
      <Button
        block
        onClick={() => void download()}
        disabled={!drawn}
        icon={<Icon icon={Download} className="h-5 w-5" />}
        data-testid="qr-download"
      >
        {t('settings:qr.download')}
      </Button>
    </div>
  );
}
