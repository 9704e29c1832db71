import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Camera, Icon } from '@/components/icons';
import { isApiError } from '@/lib/api-client';
import { downscalePicture, isPictureType, PICTURE_MAX_BYTES } from '@/lib/image';
import { useUploadMedia } from '../api';
import { failureText } from '@/lib/failure';

export type PictureKind = 'photo' | 'logo';

/** Longest side after downscaling: a banner-wide photo, a logo that stays sharp in a QR code's centre. */
const MAX_SIDE: Record<PictureKind, number> = { photo: 1600, logo: 512 };

type Status = 'idle' | 'preparing' | 'uploading' | 'done';

/**
 * Picks a picture from the phone, makes a large one smaller in the browser, shows it, uploads it
 * (POST /api/store/media) and hands the answered URL to the form. The store changes when the form
 * is saved. `onBusy` tells the form an upload is running, so it is not saved half-way.
 */
export function PictureField({
  kind,
  value,
  onChange,
  onBusy,
  error: formError,
}: {
  kind: PictureKind;
  value: string | null;
  onChange: (url: string | null) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation(['settings']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const [status, setStatus] = useState<Status>('idle');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  // The object URL of a preview is released when it is replaced or the field goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const busy = status === 'preparing' || status === 'uploading';
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!isPictureType(file.type)) {
      setError(t('settings:picture.notImage'));
      return;
    }
    setStatus('preparing');
    const picture = await downscalePicture(file, MAX_SIDE[kind], kind === 'logo');
    if (picture.size > PICTURE_MAX_BYTES) {
      setStatus('idle');
      setError(t('settings:picture.tooLarge'));
      return;
    }
    setPreview(URL.createObjectURL(picture));
    setStatus('uploading');
    try {
      const named = picture instanceof File ? picture : new File([picture], `${kind}`, { type: picture.type });
      const media = await upload.mutateAsync({ file: named, slot: kind });
      onChange(media.url);
      setStatus('done');
    } catch (e) {
      setPreview(null);
      setStatus('idle');
      setError((isApiError(e) && e.errors.file?.[0]) || failureText(e));
    }
  };

  const shown = preview ?? value;
  const message = error ?? formError;
  const label = t(`settings:picture.${kind}`);
  const describedBy = `${id}-hint${message ? ` ${id}-error` : ''}`;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2" data-testid={`picture-${kind}`}>
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div
          className={`relative flex shrink-0 items-center justify-center overflow-hidden bg-slate-100 text-slate-500 ring-1 ring-slate-200 ${
            kind === 'photo' ? 'h-20 w-32 rounded-xl' : 'h-20 w-20 rounded-2xl'
          }`}
        >
          {shown ? (
            <img
              src={shown}
              alt={preview ? t('settings:picture.preview') : t('settings:picture.current')}
              className={`h-full w-full ${kind === 'photo' ? 'object-cover' : 'object-contain'} ${busy ? 'opacity-60' : ''}`}
              data-testid={`picture-${kind}-image`}
            />
          ) : (
            <Icon icon={Camera} className="h-7 w-7" />
          )}
          {busy && (
            <span className="absolute inset-0 flex items-center justify-center">
              <span
                aria-hidden="true"
                className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-describedby={describedBy}
            data-testid={`picture-${kind}-choose`}
          >
            {shown ? t('settings:picture.change') : t('settings:picture.choose')}
            <span className="sr-only">: {label}</span>
          </Button>
          {shown && !busy && (
            <Button
              variant="ghost"
              onClick={() => {
                setPreview(null);
                setStatus('idle');
                setError(undefined);
                onChange(null);
              }}
              data-testid={`picture-${kind}-remove`}
            >
              {t('settings:picture.remove')}
              <span className="sr-only">: {label}</span>
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid={`picture-${kind}-input`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file may be chosen again after an error.
            e.target.value = '';
            void choose(file);
          }}
        />
      </div>
      {busy && (
        <div className="flex flex-col gap-1" data-testid={`picture-${kind}-progress`}>
          <div
            role="progressbar"
            aria-label={t(status === 'preparing' ? 'settings:picture.preparing' : 'settings:picture.uploading')}
            aria-valuetext={t(status === 'preparing' ? 'settings:picture.preparing' : 'settings:picture.uploading')}
            className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
          </div>
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-600" role={status === 'done' ? 'status' : undefined}>
        {status === 'preparing'
          ? t('settings:picture.preparing')
          : status === 'uploading'
            ? t('settings:picture.uploading')
            : status === 'done'
              ? t('settings:picture.uploaded')
              : t(`settings:picture.${kind}Hint`)}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
